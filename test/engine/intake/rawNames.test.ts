import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { invoiceText } from '../../main/support/invoiceText'
import { allFinal, harness, until, type Harness } from './harness'

let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(async () => {
  await h.close()
})

/** A path whose last name is Latin-1, as old scanners and SMB shares write: not UTF-8. */
const latin1 = (dir: string, name: string): Buffer =>
  Buffer.concat([Buffer.from(`${dir}/`), Buffer.from(name, 'latin1')])

/** The names in a folder as bytes, in Latin-1 so each byte is one character. */
const rawNames = (dir: string): string[] =>
  readdirSync(dir, { encoding: 'buffer' })
    .map((b) => b.toString('latin1'))
    .sort()

describe('file names that are not UTF-8', () => {
  it('are seen, sent under a readable name and moved with their own bytes', async () => {
    // One there before the watch starts (found by listing), one written while watched (the
    // directory watch names it with U+FFFD, which names no file).
    writeFileSync(latin1(h.inbox, 'Rechnung_Müller.txt'), invoiceText('a Latin-1 name'))
    const s = h.service()
    await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move' }])
    writeFileSync(latin1(h.inbox, 'Lieferschein_Größe.txt'), invoiceText('written while watched'))

    const items = await until(s, allFinal(2))
    expect(items.map((i) => [i.name, i.state]).sort()).toEqual([
      ['Lieferschein_Gr\\xF6\\xDFe.txt', 'extracted'],
      ['Rechnung_M\\xFCller.txt', 'extracted']
    ])
    // The service takes text and no backslash: each raw byte goes as U+FFFD.
    const docs = await h.client.listDocuments({ size: 10 })
    expect(docs.data.map((d) => d.attributes.file_name).sort()).toEqual([
      'Lieferschein_Gr\uFFFD\uFFFDe.txt',
      'Rechnung_M\uFFFDller.txt'
    ])
    // Settled includes the folder's action: both files are in Done/ by now.
    await s.whenSettled()
    expect(rawNames(h.inbox)).toEqual(['Done'])
    expect(rawNames(join(h.inbox, 'Done'))).toEqual([
      'Lieferschein_Größe.txt',
      'Rechnung_Müller.txt'
    ])
  })

  it('a failed one goes to Failed/ with its reason file beside it, under the same bytes', async () => {
    writeFileSync(latin1(h.inbox, 'Müll.pdf'), Buffer.from('PK\x03\x04 a zip, not a document'))
    const s = h.service()
    await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move' }])
    const [item] = await until(s, allFinal(1))
    expect([item.name, item.state]).toEqual(['M\\xFCll.pdf', 'failed'])
    const failed = join(h.inbox, 'Failed')
    const reasonFile = latin1(failed, 'Müll.pdf.reason.txt')
    await s.whenSettled()
    expect(rawNames(h.inbox)).toEqual(['Failed'])
    expect(rawNames(failed)).toEqual(['Müll.pdf', 'Müll.pdf.reason.txt'])
    expect(readFileSync(reasonFile, 'utf8')).toMatch(/zip/i)
  })
})
