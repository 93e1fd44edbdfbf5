import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeService } from '../../../src/engine/intake/intakeService'
import { scanPdf } from '../../fixtures/generate'
import { INVOICE_TEXT } from '../../main/support/invoiceText'
import { allFinal, harness, until, type Harness } from '../intake/harness'

/**
 * Two desktops of one account watch the same share with "move to Done": each file is sent by
 * one of them, and the other is told "duplicate". The file belongs to the outcome of the one
 * that sent it: the other moves it only once that document is extracted.
 */
let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(() => h.close())

const desktop = (name: string): IntakeService => h.service({ stateDir: join(h.dir, name) })
const statesOf = (engines: IntakeService[], file: string): string[] =>
  engines
    .flatMap((s) => s.list())
    .filter((i) => i.name === file)
    .map((i) => i.state)
    .sort()
const listing = (sub: string): string[] =>
  existsSync(join(h.inbox, sub)) ? readdirSync(join(h.inbox, sub)).sort() : []

describe('two desktops moving to Done/ from one share', () => {
  it('puts the failed scan in Failed/ and the extracted one in Done/, once each', async () => {
    writeFileSync(join(h.inbox, 'scan.pdf'), await scanPdf())
    writeFileSync(join(h.inbox, 'invoice.txt'), INVOICE_TEXT)
    const desks = [desktop('state-a'), desktop('state-b')]
    for (const s of desks) await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move' }])
    for (const s of desks) await until(s, allFinal(2))
    for (const s of desks) await s.whenSettled()
    // One desktop sent each file; the other was told it is a duplicate.
    expect(statesOf(desks, 'scan.pdf')).toEqual(['duplicate', 'extraction_failed'])
    expect(statesOf(desks, 'invoice.txt')).toEqual(['duplicate', 'extracted'])
    expect(listing('Failed')).toEqual(['scan.pdf', 'scan.pdf.reason.txt'])
    expect(listing('Done')).toEqual(['invoice.txt'])
    expect(readdirSync(h.inbox).sort()).toEqual(['Done', 'Failed'])
    expect(await h.documentCount()).toBe(2)
  })
})

describe('a duplicate on one desktop', () => {
  it('does not put a copy of a scan whose extraction failed in Done/', async () => {
    const s = desktop('state')
    const pdf = await scanPdf()
    writeFileSync(join(h.inbox, 'scan.pdf'), pdf)
    await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move' }])
    await until(s, allFinal(1))
    await s.whenSettled()
    writeFileSync(join(h.inbox, 'scan copy.pdf'), pdf)
    await until(s, allFinal(2))
    await s.whenSettled()
    expect(statesOf([s], 'scan copy.pdf')).toEqual(['duplicate'])
    expect(listing('Failed')).toEqual(['scan.pdf', 'scan.pdf.reason.txt'])
    expect(listing('Done')).toEqual([])
    expect(readdirSync(h.inbox).sort()).toEqual(['Failed', 'scan copy.pdf'])
  })

  it('moves a re-scan of a document another desktop sent and that was extracted to Done/', async () => {
    const other = join(h.dir, 'other-share')
    mkdirSync(other)
    writeFileSync(join(other, 'invoice.txt'), INVOICE_TEXT)
    const a = desktop('state-a')
    await a.watch([{ path: other, quietMs: 200 }])
    await until(a, (items) => items.some((i) => i.state === 'extracted'))
    await a.whenSettled()

    writeFileSync(join(h.inbox, 'invoice again.txt'), INVOICE_TEXT)
    const b = desktop('state-b')
    await b.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move' }])
    await until(b, allFinal(1))
    await b.whenSettled()
    expect(statesOf([b], 'invoice again.txt')).toEqual(['duplicate'])
    expect(listing('Done')).toEqual(['invoice again.txt'])
    expect(readdirSync(h.inbox)).toEqual(['Done'])
  })
})
