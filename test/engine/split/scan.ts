/** The 4-page scan the split tests send as two parts: an invoice, then a packing list. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { INVOICE_LINES, PACKING_LIST_LINES } from '../../fixtures/content'
import { pagesPdf } from '../../fixtures/generate'
import type { Harness } from '../intake/harness'

export const RANGES = [
  { first: 1, last: 2 },
  { first: 3, last: 4 }
]

/** Writes the scan as `name` in the harness's inbox; `lastPage` is page 4's one line. */
export async function writeScan(
  h: Harness,
  name = 'scan.pdf',
  lastPage = 'Remarks'
): Promise<string> {
  const file = join(h.inbox, name)
  await writeFile(
    file,
    await pagesPdf('Scan', [INVOICE_LINES, ['Notes'], PACKING_LIST_LINES, [lastPage]])
  )
  return file
}
