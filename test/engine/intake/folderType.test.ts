import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IntakeItem } from '../../../src/shared/intake'
import { allFinal, harness, until, type Harness } from './harness'

/** A morning memo: no keyword of any document type, so the service can only guess. */
const memo = (day: string): string =>
  `Memo ${day}\nTo: warehouse team\nPlease clear bay 4 before the noon delivery. Thanks.\n`

const named = (items: IntakeItem[], name: string): IntakeItem => {
  const found = items.find((i) => i.name === name)
  if (!found) throw new Error(`no item ${name} in ${items.map((i) => i.name).join(', ')}`)
  return found
}

let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(async () => {
  await h.close()
})

describe("a watched folder's document type", () => {
  it("creates its files with the folder's type; a folder without one is classified", async () => {
    const memos = join(h.dir, 'memos')
    mkdirSync(memos)
    writeFileSync(join(memos, 'memo-monday.txt'), memo('Monday'))
    writeFileSync(join(h.inbox, 'memo-tuesday.txt'), memo('Tuesday'))
    const s = h.service()
    await s.watch([
      { path: memos, quietMs: 100, documentType: 'packing_list' },
      { path: h.inbox, quietMs: 100 }
    ])
    const items = await until(s, allFinal(2))

    const ruled = named(items, 'memo-monday.txt')
    expect(ruled.documentType).toBe('packing_list')
    expect(ruled.origin).toEqual({ kind: 'watch', folder: memos, type: 'packing_list' })
    const doc = (await h.client.getDocument(ruled.documentId!)).data.attributes
    // The service took the type as given: it did not classify the memo at all.
    expect(doc.document_type_manual).toBe('packing_list')
    expect(doc.document_type).toBeNull()
    expect(doc.classification_notes ?? '').not.toMatch(/classified|defaulted|confidence/i)

    const guessed = named(items, 'memo-tuesday.txt')
    expect(guessed.origin).toEqual({ kind: 'watch', folder: h.inbox })
    expect(guessed.documentType).toBe('commercial_invoice')
    const other = (await h.client.getDocument(guessed.documentId!)).data.attributes
    expect(other.document_type_manual).toBeNull()
    expect(other.classification_notes).toMatch(/defaulted to Commercial Invoice \(low confidence\)/)
  })

  it('keeps the rule for a file saved again after it was sent', async () => {
    const memos = join(h.dir, 'memos')
    mkdirSync(memos)
    const file = join(memos, 'memo.txt')
    writeFileSync(file, memo('Wednesday'))
    const s = h.service()
    await s.watch([{ path: memos, quietMs: 100, documentType: 'arrival_notice' }])
    await until(s, allFinal(1))
    writeFileSync(file, memo('Wednesday, corrected'))
    const items = await until(s, allFinal(2))
    expect(items.map((i) => [i.documentType, i.origin])).toEqual([
      ['arrival_notice', { kind: 'watch', folder: memos, type: 'arrival_notice' }],
      ['arrival_notice', { kind: 'watch', folder: memos, type: 'arrival_notice' }]
    ])
  })
})
