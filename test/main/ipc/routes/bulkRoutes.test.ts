import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IPC_MAX_PATHS } from '@shared/ipc'
import type { FileState, IntakeItem } from '@shared/intake'
import { startHarness, type Harness } from '../../support/routeHarness'
import { invoiceText } from '../../support/invoiceText'
import { liveCells, readQuoted } from '../../../support/csvReader'

/**
 * intake.bulk and intake.exportCsv over the real routes, IntakeService and embedded sandbox:
 * main checks what the window asks (ids it knows, the limit, the action) and acts on each item
 * that can take the action, counting the others by reason.
 */
describe('intake.bulk', () => {
  let h: Harness
  let one: IntakeItem
  let two: IntakeItem
  let empty: IntakeItem
  const find = (name: string, state: FileState) => h.settled(name, state)
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
    writeFileSync(join(h.root, 'one.txt'), invoiceText())
    writeFileSync(join(h.root, 'two.txt'), invoiceText())
    writeFileSync(join(h.root, 'blank.pdf'), '')
    await h.call('intake.addDropped', {
      paths: ['one.txt', 'two.txt', 'blank.pdf'].map((n) => join(h.root, n))
    })
    one = await find('one.txt', 'extracted')
    two = await find('two.txt', 'extracted')
    empty = await find('blank.pdf', 'empty')
  })
  afterAll(async () => {
    await h.close()
  })

  it('refuses ids it never gave out, too many ids, an unknown action and a stray type', async () => {
    expect(
      await h.call('intake.bulk', { action: 'reextract', ids: [one.id, 'never-1'] })
    ).toMatchObject({
      ok: false,
      error: { kind: 'not_found' }
    })
    const many = Array.from({ length: IPC_MAX_PATHS + 1 }, (_, i) => `id-${i}`)
    expect(await h.call('intake.bulk', { action: 'retry', ids: many })).toMatchObject({
      ok: false,
      error: { kind: 'validation', message: expect.stringContaining(String(IPC_MAX_PATHS)) }
    })
    expect(
      await h.call('intake.bulk', { action: 'explode' as never, ids: [one.id] })
    ).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(
      await h.call('intake.bulk', { action: 'reextract', ids: [one.id], type: 'bill_of_lading' })
    ).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(await h.call('intake.bulk', { action: 'setType', ids: [one.id] })).toMatchObject({
      ok: false,
      error: { kind: 'validation' }
    })
    expect(await h.call('intake.bulk', { action: 'retry', ids: [] })).toMatchObject({
      ok: false,
      error: { kind: 'validation' }
    })
  })

  it('re-extracts what was sent and skips, by reason, what was not or is in flight', async () => {
    const first = await h.call('intake.bulk', {
      action: 'reextract',
      ids: [one.id, empty.id, one.id]
    })
    expect(first).toEqual({ ok: true, value: { done: 1, skipped: { notSent: 1 } } })
    // one.txt is followed again: until its fresh result, asking again skips it as in flight.
    expect(h.host.intake().get(one.id)?.state).toBe('classified')
    const again = await h.call('intake.bulk', { action: 'reextract', ids: [one.id, two.id] })
    expect(again).toEqual({ ok: true, value: { done: 1, skipped: { inFlight: 1 } } })
    await find('one.txt', 'extracted')
    await find('two.txt', 'extracted')
  })

  it('sets a type, skipping what already has it; retries only what can be retried', async () => {
    expect(
      await h.call('intake.bulk', {
        action: 'setType',
        ids: [one.id, empty.id],
        type: 'commercial_invoice'
      })
    ).toEqual({ ok: true, value: { done: 0, skipped: { sameType: 1, notSent: 1 } } })
    expect(
      await h.call('intake.bulk', { action: 'setType', ids: [two.id], type: 'packing_list' })
    ).toEqual({ ok: true, value: { done: 1, skipped: {} } })
    expect(h.host.intake().get(two.id)?.documentType).toBe('packing_list')
    // A type the service does not have: it refuses that document, the command goes on.
    expect(
      await h.call('intake.bulk', { action: 'setType', ids: [one.id], type: 'no_such_type' })
    ).toEqual({ ok: true, value: { done: 0, skipped: { refused: 1 } } })
    expect(await h.call('intake.bulk', { action: 'retry', ids: [one.id, empty.id] })).toEqual({
      ok: true,
      value: { done: 0, skipped: { notRetryable: 2 } }
    })
  })

  it('exports the selection as the CSV of the app language, where the save dialog says', async () => {
    await h.call('settings.update', { language: 'de' })
    h.answers.saveTarget = join(h.root, 'auswahl.csv')
    const saved = await h.call('intake.exportCsv', { ids: [one.id, empty.id] })
    expect(saved).toEqual({ ok: true, value: { savedTo: h.answers.saveTarget, rows: 2 } })
    const csv = readFileSync(h.answers.saveTarget, 'utf8')
    expect(csv.startsWith('\uFEFFDatei;Ordner;Eingegangen;Dokumenttyp;Status;')).toBe(true)
    expect(csv).toContain('one.txt;')
    expect(csv).toContain(';Leer;')
    h.answers.saveTarget = null
    expect(await h.call('intake.exportCsv', { ids: [one.id] })).toEqual({ ok: true, value: null })
  })

  it('removes only once the clerk said yes, and then skips the removed as gone', async () => {
    const asked = h.record.removalAsked.length
    h.answers.confirmRemoval = false
    expect(await h.call('intake.bulk', { action: 'remove', ids: [empty.id, two.id] })).toEqual({
      ok: true,
      value: { done: 0, skipped: {}, cancelled: true }
    })
    expect(h.record.removalAsked.slice(asked).map((names) => names.length)).toEqual([2])
    expect(h.host.intake().list()).toHaveLength(3)
    h.answers.confirmRemoval = true
    expect(await h.call('intake.bulk', { action: 'remove', ids: [empty.id, two.id] })).toEqual({
      ok: true,
      value: { done: 2, skipped: {} }
    })
    expect(
      h.host
        .intake()
        .list()
        .map((i) => i.name)
    ).toEqual(['one.txt'])
    expect(await h.call('intake.bulk', { action: 'remove', ids: [empty.id, one.id] })).toEqual({
      ok: true,
      value: { done: 1, skipped: { gone: 1 } }
    })
  })
})

describe('intake.exportCsv', () => {
  let h: Harness
  let items: IntakeItem[]
  // A colleague's names in a shared scan folder.
  const names = ["Rechnung 4711;=2+5+cmd|'calc'!A0.txt", 'scan\t@SUM(1+1).txt', 'a, -2+3.txt']
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
    const folder = join(h.root, 'Eingang;=1+1')
    mkdirSync(folder)
    for (const name of names) writeFileSync(join(folder, name), invoiceText(name))
    await h.call('intake.addDropped', { paths: names.map((n) => join(folder, n)) })
    items = await Promise.all(names.map((n) => h.settled(n, 'extracted')))
  })
  afterAll(async () => {
    await h.close()
  })

  it('exports no cell a spreadsheet runs, read with , ; or tab, in either separator', async () => {
    const supplier = "ACME;@SUM(1+1)*cmd|' /C calc'!A0"
    expect(
      await h.call('document.correct', {
        itemId: items[0].id,
        fields: { supplier_name: supplier }
      })
    ).toMatchObject({ ok: true })
    for (const language of ['de', 'en'] as const) {
      await h.call('settings.update', { language })
      h.answers.saveTarget = join(h.root, `hostile-${language}.csv`)
      const saved = await h.call('intake.exportCsv', { ids: items.map((i) => i.id) })
      expect(saved).toMatchObject({ ok: true, value: { rows: 3 } })
      const csv = readFileSync(h.answers.saveTarget, 'utf8')
      expect(liveCells(csv), language).toEqual([])
      const separator = language === 'de' ? ';' : ','
      const rows = readQuoted(csv.slice(1), separator)
      expect(rows.map((r) => r[0])).toContain("Rechnung 4711;'=2+5+cmd|'calc'!A0.txt")
      expect(rows[1]).toContain("ACME;'@SUM(1+1)*cmd|' /C calc'!A0")
    }
  })

  it("leaves the sandbox's page token out of the export: no service link in sandbox mode", async () => {
    const appUrl = h.host.appUrl()!
    const token = new URL(appUrl).pathname.split('/').filter(Boolean).at(-1)!
    // The embedded sandbox's pages open only with this session's token.
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    h.answers.saveTarget = join(h.root, 'sandbox.csv')
    await h.call('settings.update', { language: 'en' })
    expect(await h.call('intake.exportCsv', { ids: [items[2].id] })).toMatchObject({ ok: true })
    const csv = readFileSync(h.answers.saveTarget, 'utf8')
    expect(csv).not.toContain(token)
    const [header, row] = readQuoted(csv.slice(1), ',')
    expect(row[header.indexOf('Document ID')]).toBe(items[2].documentId)
    expect(row[header.indexOf('Link in the service')]).toBe('')
  })

  it('names the earlier document of a possible duplicate even when only the rescan is exported', async () => {
    // The fixture invoice once more, other bytes: possibly the first of the colleague's files.
    writeFileSync(join(h.root, 'rescan.txt'), invoiceText('second scan'))
    await h.call('intake.addDropped', { paths: [join(h.root, 'rescan.txt')] })
    const rescan = await h.settled('rescan.txt', 'extracted')
    const of = h.host.intake().get(rescan.id)?.possibleDuplicateOf
    const earlier = items.find((i) => i.id === of?.id)!
    expect(earlier).toBeDefined()
    h.answers.saveTarget = join(h.root, 'rescan.csv')
    expect(await h.call('intake.exportCsv', { ids: [rescan.id] })).toMatchObject({ ok: true })
    const csv = readFileSync(h.answers.saveTarget, 'utf8')
    expect(liveCells(csv)).toEqual([])
    const [header, row] = readQuoted(csv.slice(1), ',')
    const cell = row[header.indexOf('Possible duplicate of')]
    expect(cell.endsWith(` (${String(earlier.documentId)})`), cell).toBe(true)
    expect(cell.startsWith(earlier.name.split(/[\t;]/)[0]), cell).toBe(true)
  })
})
