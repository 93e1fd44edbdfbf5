import { Failure } from '../../engine/failures/failure'
import type { IntakeService } from '../../engine/intake/intakeService'
import { FINAL_STATES, type IntakeItem } from '../../shared/intake'
import { endedWell } from '../../shared/outcome'
import { itemRecord, relinkSentence } from '../describeItem'
import { EXIT, type ExitCode } from '../exitCodes'
import type { Output } from '../output'
import { storageRefused } from '../session'

/** Resolves with the item once it reaches a final state (after a relink). */
function finalOf(svc: IntakeService, id: string): Promise<IntakeItem> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const item = svc.get(id)
      if (!item || !FINAL_STATES.includes(item.state)) return false
      off()
      resolve(item)
      return true
    }
    const off = svc.on('items', () => void check())
    check()
  })
}

/**
 * Relinks the item's document and follows it until the links are the relink's, then prints
 * them (or why there are none). A relink the service does not take ends the command with its
 * error, saying it stays to be done: `relink ID` (or the same `correct` again) redoes it.
 * 0 when the document ends well (extracted, or its data keyed by hand: endedWell), 1 when it does not or the user stopped first.
 */
export async function relinkAndReport(
  svc: IntakeService,
  item: IntakeItem,
  out: Output,
  stopRequested: Promise<void>
): Promise<ExitCode> {
  try {
    await svc.relink(item.id)
  } catch (err) {
    if (!(err instanceof Failure)) throw err
    throw new Failure({
      kind: err.kind,
      status: err.status,
      detail: err.detail,
      transient: err.transient,
      message:
        `The relink of "${item.name}" was not done: ${err.message} ` +
        `It stays to be done: run dropdock relink ${item.documentId ?? item.id} to try again.`
    })
  }
  const stop = Promise.race([stopRequested, storageRefused(svc)]).then(() => null)
  const linked = await Promise.race([finalOf(svc, item.id), stop])
  if (!linked) return EXIT.notAllGood
  out.result('file', itemRecord(linked), relinkSentence(linked))
  return endedWell(linked) ? EXIT.ok : EXIT.notAllGood
}
