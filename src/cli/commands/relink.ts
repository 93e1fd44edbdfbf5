import { IntakeService } from '../../engine/intake/intakeService'
import type { ExitCode } from '../exitCodes'
import { itemNamed } from '../itemIds'
import type { CommandContext } from './context'
import { relinkAndReport } from './relinkOutcome'

/**
 * `relink ID`: asks the service to link the document to shipments and containers again, on the
 * reference numbers it holds now (corrections included), and follows it until the links are the
 * relink's. Files waiting in the state folder are not sent meanwhile (intake stays paused).
 */
export async function relinkCommand({
  args,
  out,
  client,
  stopRequested
}: CommandContext): Promise<ExitCode> {
  const svc = new IntakeService({ client, stateDir: args.stateDir, paused: true })
  try {
    const item = itemNamed(svc.list(), args.positionals[0])
    return await relinkAndReport(svc, item, out, stopRequested)
  } finally {
    await svc.close()
  }
}
