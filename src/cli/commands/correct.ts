import { IntakeService } from '../../engine/intake/intakeService'
import { hasValues, type CorrectionConflict, type ExtractedValue } from '../../shared/corrections'
import type { IntakeItem } from '../../shared/intake'
import { itemRecord } from '../describeItem'
import { EXIT, type ExitCode } from '../exitCodes'
import { itemNamed } from '../itemIds'
import type { CommandContext } from './context'
import { relinkAndReport } from './relinkOutcome'

const shown = (v: ExtractedValue | undefined): string =>
  v === undefined || v === null ? 'nothing' : `"${Array.isArray(v) ? v.join(' ') : String(v)}"`

/**
 * One line per field saved for a person: what it is now, and what the service read; a value
 * keyed into a document the service extracted nothing from is "entered by hand" (KEYED_DATA).
 */
function fieldLines(item: IntakeItem, fields: string[]): string[] {
  const keyed = !hasValues(item.extracted)
  return fields.map((k) => {
    const mine = item.manual?.[k]
    const theirs = item.extracted?.[k]
    if (keyed) {
      return mine === undefined
        ? `ok   ${item.name}: ${k} cleared (the service read nothing)`
        : `ok   ${item.name}: ${k} entered by hand as ${shown(mine)}`
    }
    return mine === undefined
      ? `ok   ${item.name}: ${k} is the service's again, ${shown(theirs)}`
      : `ok   ${item.name}: ${k} corrected to ${shown(mine)} (the service read ${shown(theirs)})`
  })
}

/** One line per field someone else changed first: kept as they saved it. */
function conflictLines(item: IntakeItem, conflicts: CorrectionConflict[]): string[] {
  return conflicts.map(
    (c) =>
      `FAIL ${item.name}: ${c.field} was changed by someone else to ${shown(c.theirs)}; ` +
      `kept theirs, yours (${c.mine === null ? "the service's value" : shown(c.mine)}) ` +
      'not saved. To use yours, run this correct again.'
  )
}

/**
 * `correct ID FIELD=VALUE…`: corrects the document's extracted data in the service (checked
 * against its type's schema, merged into the service's copy: a field someone else changed
 * since this desktop read it is kept as theirs and said), and relinks it when a reference
 * number changed or an earlier relink was not done, following it to the links made now. Files
 * waiting in the state folder are not sent meanwhile (intake stays paused). 0 when saved (and
 * relinked to extracted), 1 when refused, a field was kept as someone else saved it, or the
 * relink failed.
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
    const item = itemNamed(svc.list(), id)
    const result = await svc.correct(item.id, fields)
    const now = svc.get(item.id)!
    const conflicted = new Set(result.conflicts.map((c) => c.field))
    const named = (fields ? Object.keys(fields) : Object.keys(item.manual ?? {})).filter(
      (k) => !conflicted.has(k)
    )
    const lines = [...fieldLines(now, named), ...conflictLines(now, result.conflicts)]
    out.result(
      'corrected',
      {
        ...itemRecord(now),
        manual: now.manual ?? null,
        extracted: now.extracted ?? null,
        conflicts: result.conflicts
      },
      lines.length ? lines : `ok   ${now.name}: no corrections to revert`
    )
    const saved = result.conflicts.length === 0 ? EXIT.ok : EXIT.notAllGood
    if (!result.relinkAdvised && !now.relinkDue) return saved
    out.note(
      result.relinkAdvised
        ? 'A reference number changed: relinking the document on it.'
        : 'The relink after an earlier correction was not done: relinking the document now.'
    )
    const linked = await relinkAndReport(svc, now, out, stopRequested)
    return saved === EXIT.ok ? linked : saved
  } finally {
    await svc.close()
  }
}
