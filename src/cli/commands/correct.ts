import { ServiceError } from '../../engine/client/errors'
import { IntakeService } from '../../engine/intake/intakeService'
import type { ExtractedValue } from '../../shared/corrections'
import { FINAL_STATES, GOOD_FINAL_STATES, type IntakeItem } from '../../shared/intake'
import { itemRecord, itemSentence } from '../describeItem'
import { EXIT, type ExitCode } from '../exitCodes'
import { storageRefused } from '../session'
import type { CommandContext } from './context'

/** The item an ID names: its own id, or the id of its document in the service. */
function itemFor(svc: IntakeService, id: string): IntakeItem {
  const item = svc.get(id) ?? svc.list().find((i) => i.documentId === id)
  if (!item) {
    throw new ServiceError({
      kind: 'not_found',
      message: `No file or document ${id} in this state folder (status lists them).`,
      transient: false
    })
  }
  return item
}

const shown = (v: ExtractedValue | undefined): string =>
  v === undefined || v === null ? 'nothing' : `"${Array.isArray(v) ? v.join(' ') : String(v)}"`

/** One line per field for a person: what it is now, and what the service read. */
function fieldLines(item: IntakeItem, fields: string[]): string[] {
  return fields.map((k) => {
    const mine = item.manual?.[k]
    const theirs = item.extracted?.[k]
    return mine === undefined
      ? `ok   ${item.name}: ${k} is the service's again, ${shown(theirs)}`
      : `ok   ${item.name}: ${k} corrected to ${shown(mine)} (the service read ${shown(theirs)})`
  })
}

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
 * `correct ID FIELD=VALUE…`: corrects the document's extracted data in the service (checked
 * against its type's schema), and relinks it when a reference number changed, following it to
 * the links made now. Files waiting in the state folder are not sent meanwhile (intake stays
 * paused). 0 when saved (and relinked to extracted), 1 when refused or the relink failed.
 */
export async function correctCommand({
  args,
  out,
  client,
  clock,
  stopRequested
}: CommandContext): Promise<ExitCode> {
  const { id, fields } = args.correction!
  const svc = new IntakeService({ client, clock, stateDir: args.stateDir, paused: true })
  try {
    const item = itemFor(svc, id)
    const result = await svc.correct(item.id, fields)
    const now = svc.get(item.id)!
    const named = fields ? Object.keys(fields) : Object.keys(item.manual ?? {})
    out.result(
      'corrected',
      { ...itemRecord(now), manual: now.manual ?? null, extracted: now.extracted ?? null },
      named.length ? fieldLines(now, named) : `ok   ${now.name}: no corrections to revert`
    )
    if (!result.relinkAdvised) return EXIT.ok
    out.note('A reference number changed: relinking the document on it.')
    await svc.relink(item.id)
    const stop = Promise.race([stopRequested, storageRefused(svc)]).then(() => null)
    const linked = await Promise.race([finalOf(svc, item.id), stop])
    if (!linked) return EXIT.notAllGood
    out.result('file', itemRecord(linked), itemSentence(linked))
    return GOOD_FINAL_STATES.includes(linked.state) ? EXIT.ok : EXIT.notAllGood
  } finally {
    await svc.close()
  }
}
