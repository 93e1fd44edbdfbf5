import type { ExtractedValue, ExtractedValues } from '@shared/corrections'
import type { IntakeItem } from '@shared/intake'

/** Fields of one search text are kept apart so that a query never matches across two of them. */
const APART = '\n'

function valueText(value: ExtractedValue): string {
  if (value === null || typeof value === 'boolean') return ''
  if (Array.isArray(value)) return value.join(APART)
  return String(value)
}

function valuesText(values: ExtractedValues | null | undefined): string {
  if (!values) return ''
  let out = ''
  for (const key in values) out += APART + valueText(values[key])
  return out
}

/**
 * What "find anything" reads of one item, lower-cased once: its name, its type's code, every
 * value extracted (the service's and the clerk's corrections) and its linked shipment and
 * container numbers. The type's label is matched apart, per type, since it depends on the
 * language shown. Built when an item arrives or changes, never per key press.
 */
export function searchTextOf(item: IntakeItem): string {
  return [
    item.name,
    item.documentType ?? '',
    ...item.shipmentNumbers,
    ...item.containerNumbers,
    valuesText(item.extracted) + valuesText(item.manual)
  ]
    .join(APART)
    .toLowerCase()
}
