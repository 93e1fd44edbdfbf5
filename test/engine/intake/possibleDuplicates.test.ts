import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import type { IntakeItem } from '../../../src/shared/intake'
import { needsAttention } from '../../../src/shared/intakeCounts'
import { outcomeOf } from '../../../src/shared/outcome'
import { INVOICE_LINES } from '../../fixtures/content'
import { harness, until, type Harness } from './harness'

let h: Harness
let s: IntakeService
beforeEach(async () => {
  h = await harness()
  s = h.service()
})
afterEach(async () => {
  await h.close()
})

/** The fixture invoice with its own number and supplier, made unique (other bytes) by a note. */
function invoice(opts: { number?: string; supplier?: string; note: string }): string {
  return (
    INVOICE_LINES.map((line) =>
      line.startsWith('Invoice No:')
        ? `Invoice No: ${opts.number ?? 'INV-2026-0415'}`
        : line.startsWith('Supplier:') && opts.supplier
          ? `Supplier: ${opts.supplier}`
          : line
    ).join('\n') + `\nNote: ${opts.note}\n`
  )
}

/** Adds a file with this text and waits until it is read. */
async function read(name: string, text: string): Promise<IntakeItem> {
  const f = join(h.dir, name)
  writeFileSync(f, text)
  const [id] = (await s.addFiles([f])).ids
  const items = await until(s, (xs) => xs.some((x) => x.id === id && x.state === 'extracted'))
  return items.find((x) => x.id === id)!
}

describe('possible duplicates by content', () => {
  it('flags an invoice scanned again (same number and supplier, other bytes) of the first', async () => {
    const first = await read('invoice.txt', invoice({ note: 'first scan' }))
    expect(first.possibleDuplicateOf ?? null).toBeNull()
    expect(outcomeOf(first)).toBe('linked')

    // The supplier written otherwise (case, spaces, punctuation) is the same supplier.
    const again = await read(
      'invoice-rescan.txt',
      invoice({ note: 'second scan', supplier: 'SHENZHEN BRIGHTWAY Electronics Co Ltd' })
    )
    expect(again.md5).not.toBe(first.md5)
    expect(again.possibleDuplicateOf).toEqual({ id: first.id, name: 'invoice.txt' })
    expect(outcomeOf(again)).toBe('possible_duplicate')
    expect(needsAttention(again)).toBe(true)
    expect(s.counts()).toMatchObject({ total: 2, attention: 1 })
    expect(s.counts().byOutcome).toMatchObject({ linked: 1, possible_duplicate: 1 })
    // The earlier one stays as it was.
    expect(s.get(first.id)!.possibleDuplicateOf ?? null).toBeNull()

    // Keep both: acknowledged, it leaves "needs attention" and stays a possible duplicate.
    expect(s.acknowledge([again.id])).toEqual({ count: 1 })
    expect(needsAttention(s.get(again.id)!)).toBe(false)
    expect(s.counts()).toMatchObject({ total: 2, attention: 0 })

    // Another invoice number of the same supplier is another invoice.
    const other = await read('invoice-0416.txt', invoice({ number: 'INV-2026-0416', note: 'x' }))
    expect(other.possibleDuplicateOf ?? null).toBeNull()
    expect(outcomeOf(other)).toBe('linked')
    expect(s.counts()).toMatchObject({ total: 3, attention: 0 })

    // The judgement is the ledger's: a restart reads it back.
    await s.close()
    s = h.service()
    expect(s.get(again.id)!.possibleDuplicateOf).toEqual({ id: first.id, name: 'invoice.txt' })
    expect(s.counts()).toMatchObject({ total: 3, attention: 0 })
  })

  it('judges again when a correction changes the invoice number', async () => {
    const first = await read('a.txt', invoice({ note: 'a' }))
    const second = await read('b.txt', invoice({ number: 'INV-2026-9999', note: 'b' }))
    expect(second.possibleDuplicateOf ?? null).toBeNull()

    await s.correct(second.id, { invoice_number: 'INV-2026-0415' })
    expect(s.get(second.id)!.possibleDuplicateOf).toEqual({ id: first.id, name: 'a.txt' })
    expect(s.counts().attention).toBe(1)

    await s.correct(second.id, { invoice_number: 'INV-2026-1000' })
    expect(s.get(second.id)!.possibleDuplicateOf).toBeNull()
    expect(s.counts().attention).toBe(0)
  })
})
