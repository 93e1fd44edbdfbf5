import { IntakeService } from '../../engine/intake/intakeService'
import { pagesLabel } from '../../shared/split'
import { EXIT, type ExitCode } from '../exitCodes'
import { itemNamed } from '../itemIds'
import type { CommandContext } from './context'

/**
 * `split ID --pages 1-2,3-4` (docs/packets.md, "Split by the clerk"): the file's PDF sent as one
 * document per run of pages, the service's one document deleted once every part is there.
 * Files waiting in the state folder are not sent meanwhile (intake stays paused).
 */
export async function splitCommand({ args, out, client }: CommandContext): Promise<ExitCode> {
  const svc = new IntakeService({ client, stateDir: args.stateDir, paused: true })
  try {
    const item = itemNamed(svc.list(), args.positionals[0]!)
    const done = await svc.splitItem(item.id, args.pages!)
    if (done.kind !== 'split') return EXIT.notAllGood
    const failed = done.failed.map(pagesLabel)
    const sentence =
      `${item.name}: split into ${done.created + done.duplicates} documents` +
      (failed.length ? `; not sent: ${failed.join(', ')}` : '') +
      (done.replaced ? '; the one document was deleted.' : '; the one document stays.')
    out.result('split', { id: item.id, name: item.name, ...done }, sentence)
    return done.replaced ? EXIT.ok : EXIT.notAllGood
  } finally {
    await svc.close()
  }
}
