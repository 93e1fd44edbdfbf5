import type { IntakeItem } from '../shared/intake'
import { GOOD_FINAL_STATES } from '../shared/intake'

/** The machine form of one file's outcome (the `file` event of --json). */
export function itemRecord(item: IntakeItem): Record<string, unknown> {
  return {
    id: item.id,
    path: item.path,
    name: item.name,
    state: item.state,
    size: item.size,
    md5: item.md5,
    attempts: item.attempts,
    document_id: item.documentId,
    duplicate_of: item.duplicateOf,
    document_type: item.documentType,
    shipment_numbers: item.shipmentNumbers,
    container_numbers: item.containerNumbers,
    error: item.lastError
  }
}

const human = (s: string): string => s.replace(/_/g, ' ')

/** One sentence per file for a person. */
export function itemSentence(item: IntakeItem): string {
  const mark = GOOD_FINAL_STATES.includes(item.state) ? 'ok  ' : 'FAIL'
  const links = [
    item.documentType ? human(item.documentType) : null,
    item.shipmentNumbers.length ? `shipment ${item.shipmentNumbers.join(', ')}` : null,
    item.containerNumbers.length ? `container ${item.containerNumbers.join(', ')}` : null
  ].filter(Boolean)
  let what: string
  switch (item.state) {
    case 'extracted':
      what = `extracted${links.length ? ` (${links.join('; ')})` : ''}`
      break
    case 'duplicate':
      what = item.duplicateOf
        ? `duplicate of ${item.duplicateOf.name ? `"${item.duplicateOf.name}"` : 'a document'} (${item.duplicateOf.id})`
        : 'duplicate'
      break
    default:
      what = human(item.state)
      if (item.lastError) what += `: ${item.lastError.message}`
      else if (links.length) what += ` (${links.join('; ')})`
  }
  return `${mark} ${item.name}: ${what}`
}

/** "3 files: 2 extracted, 1 duplicate." `refused` counts paths the engine never took. */
export function summarySentence(items: IntakeItem[], refused: Record<string, number> = {}): string {
  const counts = new Map<string, number>()
  for (const i of items) counts.set(i.state, (counts.get(i.state) ?? 0) + 1)
  for (const [what, n] of Object.entries(refused)) if (n) counts.set(what, n)
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  const parts = [...counts].map(([state, n]) => `${n} ${human(state)}`)
  return `${total} file${total === 1 ? '' : 's'}${parts.length ? `: ${parts.join(', ')}` : ''}.`
}
