/** The 4-page scan the split tests send as two parts: an invoice, then a packing list. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  INVOICE_LINES,
  LETTERHEAD_PACKING_LIST_LINES,
  PACKING_LIST_LINES
} from '../../fixtures/content'
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

/**
 * A scan the service takes as one invoice though its pages 3–4 are a packing list, whose
 * letterhead keeps its title out of the lines a title is looked for in (docs/packets.md, "How
 * pages are cut"). Sent alone, each half is read as what it is: what a clerk's split is for.
 */
export const LETTERHEAD_SCAN: string[][] = [
  INVOICE_LINES,
  ['Notes', 'Goods received in good order.'],
  LETTERHEAD_PACKING_LIST_LINES,
  ['Remarks', 'Handle with care.']
]
