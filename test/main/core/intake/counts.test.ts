import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../../src/main/core/intake/intakeService'
import { allFinal, harness, until, type Harness } from './harness'
import { invoiceText } from '../../support/invoiceText'

let h: Harness
let s: IntakeService
beforeEach(async () => {
  h = await harness()
  s = h.service()
})
afterEach(async () => {
  await h.close()
})

describe('IntakeService counts()', () => {
  it('counts as failed exactly what "Retry failed" retries, not files that only need a look', async () => {
    const empty = join(h.dir, 'empty.pdf')
    const note = join(h.dir, 'note.txt')
    const invoice = join(h.dir, 'invoice.txt')
    writeFileSync(empty, '')
    // No document keywords: the service cannot extract it.
    writeFileSync(note, 'no keywords here at all\n')
    writeFileSync(invoice, invoiceText())
    await s.addFiles([empty, note, invoice])
    const items = await until(s, allFinal(3))
    expect(Object.fromEntries(items.map((i) => [i.name, i.state]))).toEqual({
      'empty.pdf': 'empty',
      'note.txt': 'extraction_failed',
      'invoice.txt': 'extracted'
    })
    const counts = s.counts()
    expect(counts).toMatchObject({ total: 3, done: 1, attention: 2, failed: 1 })
    expect(s.retryFailed()).toEqual({ count: counts.failed })
  })
})
