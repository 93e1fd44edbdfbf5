import { randomUUID } from 'node:crypto'
import { INVOICE_LINES } from '../../fixtures/content'

/**
 * Text of the fixture invoice, the same lines its generated PDF carries (classifies as
 * commercial_invoice, links to shipment MAEU241234567 and container MSKU1234565).
 */
export const INVOICE_TEXT = INVOICE_LINES.join('\n') + '\n'

/** The fixture invoice made unique by a note, so the service does not take it as a duplicate. */
export function invoiceText(note: string = randomUUID()): string {
  return `${INVOICE_TEXT}Note: ${note}\n`
}
