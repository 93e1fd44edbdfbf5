import { resolve } from 'node:path'
import { IntakeService } from '../../main/core/intake/intakeService'
import { FINAL_STATES } from '../../shared/intake'
import { summarySentence } from '../describeItem'
import { EXIT, type ExitCode } from '../exitCodes'
import { IntakeSession } from '../session'
import type { CommandContext } from './context'

/**
 * `upload FILE…`: hands the files to the engine, follows each to a final state and prints its
 * outcome. 0 only when every file ended extracted or duplicate; 5 when a file is missing.
 */
export async function uploadCommand({
  args,
  out,
  client,
  stopRequested
}: CommandContext): Promise<ExitCode> {
  const svc = new IntakeService({ client, stateDir: args.stateDir })
  let ids = new Set<string>()
  const session = new IntakeSession(svc, out, (item) => ids.has(item.id))
  try {
    const added = await svc.addFiles(
      args.positionals.map((p) => resolve(p)),
      { kind: 'cli' }
    )
    ids = new Set(added.ids)
    for (const r of added.rejected) {
      out.result(
        'file',
        { path: r.path, state: 'missing', error: { kind: 'file', message: r.reason } },
        `FAIL ${r.path}: ${r.reason}`
      )
    }
    const finished = await session.until(
      () => session.items().every((i) => FINAL_STATES.includes(i.state)),
      stopRequested
    )
    const items = session.items()
    session.close()
    out.result(
      'summary',
      {
        total: items.length + added.rejected.length,
        missing: added.rejected.length,
        stopped: !finished
      },
      summarySentence(items, added.rejected.length) +
        (finished ? '' : ' Stopped before every file was done.')
    )
    if (added.rejected.length) return EXIT.missingFile
    return finished && session.allGood() ? EXIT.ok : EXIT.notAllGood
  } finally {
    session.close()
    await svc.close()
  }
}
