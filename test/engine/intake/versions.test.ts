import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { IntakeItem } from '../../../src/shared/intake'
import type { AfterUploadAction } from '../../../src/shared/settingsSchema'
import { ServiceError } from '../../../src/engine/client/errors'
import type { ServiceClient } from '../../../src/engine/client/serviceClient'
import { invoiceText } from '../../main/support/invoiceText'
import { allFinal, harness, until, type Harness } from './harness'

let h: Harness
afterEach(async () => {
  await h.close()
})

/** What the service holds for a document, as its download gives it back. */
async function contentOf(documentId: string): Promise<string> {
  const res = await fetch(await h.client.downloadUrl(documentId))
  return res.text()
}

/**
 * Writes inv.txt into a watched folder and saves a corrected inv.txt over it when the engine
 * first looks at the first version's document (so while it is submitted), then waits until both
 * versions are settled.
 */
async function correctedWhileFollowed(
  afterUpload: AfterUploadAction
): Promise<{ v1: string; v2: string; items: IntakeItem[] }> {
  // The first version moves on (classified, extracted) while the correction is still in its
  // quiet period.
  h = await harness({ delayMs: 300 })
  const f = join(h.inbox, 'inv.txt')
  const v1 = invoiceText('first version')
  const v2 = invoiceText('corrected version, total 1,250.00')
  let saved = false
  const s = h.service({
    client: {
      ...h.client,
      getDocument: (id, include, signal) => {
        if (!saved) {
          saved = true
          writeFileSync(f, v2)
        }
        return h.client.getDocument(id, include, signal)
      }
    }
  })
  writeFileSync(f, v1)
  await s.watch([{ path: h.inbox, quietMs: 1500, afterUpload }])
  await until(s, allFinal(2))
  await s.whenSettled()
  // Read after the folder's actions: the paths are where the files are now.
  return { v1, v2, items: s.list() }
}

describe('a file saved again while its first version is with the service', () => {
  it('sends the corrected version as its own document and settles', async () => {
    const { v1, v2, items } = await correctedWhileFollowed('keep')
    expect(items.map((i) => i.state)).toEqual(['extracted', 'extracted'])
    expect(await contentOf(items[0].documentId!)).toBe(v1)
    expect(await contentOf(items[1].documentId!)).toBe(v2)
    // What stays on disk is what the service holds last.
    expect(readFileSync(join(h.inbox, 'inv.txt'), 'utf8')).toBe(v2)
  })

  it('with "delete", deletes the file only once the corrected version was sent', async () => {
    const { v2, items } = await correctedWhileFollowed('delete')
    expect(items.map((i) => i.state)).toEqual(['extracted', 'extracted'])
    expect(await contentOf(items[1].documentId!)).toBe(v2)
    expect(existsSync(join(h.inbox, 'inv.txt'))).toBe(false)
  })

  it('with "move", puts in Done only the corrected version, after it was sent', async () => {
    const { v2, items } = await correctedWhileFollowed('move')
    expect(items.map((i) => i.state)).toEqual(['extracted', 'extracted'])
    expect(await contentOf(items[1].documentId!)).toBe(v2)
    expect(readdirSync(join(h.inbox, 'Done'))).toEqual(['inv.txt'])
    expect(readFileSync(join(h.inbox, 'Done', 'inv.txt'), 'utf8')).toBe(v2)
    expect(items[1].path).toBe(join(h.inbox, 'Done', 'inv.txt'))
  })
})

/**
 * A client whose first create request runs `during` first (the clerk saving the file again while
 * the request is on its way), then either goes to the service or fails the way a lost
 * connection does, leaving the signed id for a retry.
 */
function createWithSave(during: () => void, fails: boolean): ServiceClient {
  let first = true
  return {
    ...h.client,
    createDocument: async (name, signedId, signal) => {
      if (first) {
        first = false
        during()
        if (fails) {
          throw new ServiceError({ kind: 'network', message: 'connection reset by the test' })
        }
      }
      return h.client.createDocument(name, signedId, signal)
    }
  }
}

describe('a file saved again while its document is being created', () => {
  for (const [when, fails] of [
    ['while the create is on its way', false],
    ['while the create waits to be retried', true]
  ] as const) {
    it(`sends the new version too, ${when}`, async () => {
      h = await harness()
      const f = join(h.inbox, 'inv.txt')
      const v1 = invoiceText('first version')
      const v2 = invoiceText('saved again during the create')
      const s = h.service({ client: createWithSave(() => writeFileSync(f, v2), fails) })
      writeFileSync(f, v1)
      await s.watch([{ path: h.inbox, quietMs: 200 }])
      const items = await until(s, allFinal(2))
      expect(items.map((i) => i.state)).toEqual(['extracted', 'extracted'])
      // Each document holds the bytes of the version its item sent; the last is the file's.
      expect(await contentOf(items[0].documentId!)).toBe(v1)
      expect(await contentOf(items[1].documentId!)).toBe(v2)
      expect(await h.documentCount()).toBe(2)
    })
  }
})

/** Writes a file stamped on a whole second, a stamp that can be set again exactly. */
function writeWholeSecond(f: string, text: string): void {
  writeFileSync(f, text)
  const t = Math.floor(Date.now() / 1000) - 10
  utimesSync(f, t, t)
}

/** Writes `text` over the file in place and sets its old mtime again (as `touch -d` does). */
function rewriteUnderOldStamp(f: string, text: string): void {
  const before = statSync(f)
  expect(Buffer.byteLength(text)).toBe(before.size)
  writeFileSync(f, text)
  utimesSync(f, before.atimeMs / 1000, before.mtimeMs / 1000)
  expect(statSync(f)).toMatchObject({ size: before.size, mtimeMs: before.mtimeMs, ino: before.ino })
}

/**
 * Only a read tells these apart: the file is read once, to be sent; it is read again only before
 * its folder's action moves or deletes it (the last chance to send content not sent yet). A
 * folder that keeps its files leaves such a rewrite where it is, unread.
 */
describe('a file rewritten in place under its old size and mtime', () => {
  it('during the create, with "move", sends the new content too before moving it', async () => {
    h = await harness()
    const f = join(h.inbox, 'inv.txt')
    const v1 = invoiceText('version A')
    const v2 = invoiceText('version B')
    const s = h.service({ client: createWithSave(() => rewriteUnderOldStamp(f, v2), false) })
    writeWholeSecond(f, v1)
    await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move' }])
    const items = await until(s, allFinal(2))
    await s.whenSettled()
    expect(items.map((i) => [i.state, i.lastError?.message ?? null])).toEqual([
      ['extracted', null],
      ['extracted', null]
    ])
    expect(await contentOf(items[0].documentId!)).toBe(v1)
    expect(await contentOf(items[1].documentId!)).toBe(v2)
    // Moved once, by the version it held: the second.
    expect(readFileSync(join(h.inbox, 'Done', 'inv.txt'), 'utf8')).toBe(v2)
  })

  it('while followed, with "delete", is neither deleted by the first version nor left unsent', async () => {
    h = await harness({ delayMs: 300 })
    const f = join(h.inbox, 'inv.txt')
    const v1 = invoiceText('version A')
    const v2 = invoiceText('version B')
    let saved = false
    const s = h.service({
      client: {
        ...h.client,
        getDocument: (id, include, signal) => {
          if (!saved) {
            saved = true
            rewriteUnderOldStamp(f, v2)
          }
          return h.client.getDocument(id, include, signal)
        }
      }
    })
    writeWholeSecond(f, v1)
    await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'delete' }])
    const items = await until(s, allFinal(2))
    await s.whenSettled()
    expect(items.map((i) => [i.state, i.lastError?.message ?? null])).toEqual([
      ['extracted', null],
      ['extracted', null]
    ])
    expect(await contentOf(items[0].documentId!)).toBe(v1)
    expect(await contentOf(items[1].documentId!)).toBe(v2)
    // Deleted once, by the version it held: the second.
    expect(existsSync(f)).toBe(false)
  })
})
