import {
  appendFileSync,
  existsSync,
  mkdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  readdirSync,
  readFileSync
} from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { EngineNotice, IntakeItem } from '../../../src/shared/intake'
import { scanPdf } from '../../fixtures/generate'
import { ManualClock } from '../../main/support/manualClock'
import { allFinal, harness, until, type Harness } from './harness'
import { INVOICE_TEXT, invoiceText } from '../../main/support/invoiceText'
import { waitFor } from '../../support/waitFor'

const byName = (items: IntakeItem[], name: string): IntakeItem => {
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

describe('IntakeService', () => {
  describe('watch()', () => {
    it('takes an invoice from a watched folder to extracted, linked to its shipment', async () => {
      writeFileSync(join(h.inbox, 'invoice.txt'), INVOICE_TEXT)
      const s = h.service()
      await s.watch([{ path: h.inbox, quietMs: 200 }])
      const items = await until(s, allFinal(1))
      const it0 = items[0]
      expect(it0.state).toBe('extracted')
      expect(it0.documentType).toBe('commercial_invoice')
      expect(it0.shipmentNumbers).toEqual(['MAEU241234567'])
      expect(it0.containerNumbers).toEqual(['MSKU1234565'])
      expect(it0.history.map((x) => x.state)).toEqual(
        expect.arrayContaining([
          'waiting',
          'queued',
          'hashing',
          'uploading',
          'submitted',
          'extracted'
        ])
      )
      expect(await h.documentCount()).toBe(1)
    })

    it('hands out items that keep what they showed while the file moves on', async () => {
      writeFileSync(join(h.inbox, 'invoice.txt'), INVOICE_TEXT)
      const s = h.service()
      const seen: IntakeItem[] = []
      const extracted = new Promise<void>((resolve) =>
        s.on('items', (items) => {
          seen.push(...items)
          if (items.some((i) => i.state === 'extracted')) resolve()
        })
      )
      await s.watch([{ path: h.inbox, quietMs: 100 }])
      await extracted
      // Each event showed the state of its moment: the engine changes its own record of the
      // file in place, never an item it already handed out.
      expect(seen[0].state).toBe('waiting')
      expect(seen[0].history.map((x) => x.state)).toEqual(['waiting'])
      expect(seen.at(-1)!.state).toBe('extracted')
      for (const i of seen) expect(i.history.at(-1)!.state).toBe(i.state)
    })

    it("writes a watched file's trip to submitted in three journal records, history whole", async () => {
      writeFileSync(join(h.inbox, 'invoice.txt'), INVOICE_TEXT)
      const a = h.service()
      await a.watch([{ path: h.inbox, quietMs: 100 }])
      const [done] = await until(a, allFinal(1))
      await a.close()
      const records = readFileSync(join(h.stateDir, 'ledger.journal.jsonl'), 'utf8')
        .split('\n')
        .filter((l) => l.includes(done.id))
      // Found, signed id (before the create), submitted, then what following saw (classified,
      // when a look came before the extraction, and extracted): the passing steps (stable,
      // hashing and its MD5, uploading) ride along instead of costing a write each. A small
      // file is read, hashed and sent in one step, from one read.
      const seen = done.history.filter((x) => ['classified', 'extracted'].includes(x.state))
      expect(records).toHaveLength(3 + seen.length)
      const b = h.service()
      expect(b.get(done.id)!.history.map((x) => x.state)).toEqual([
        'waiting',
        'queued',
        'hashing',
        'uploading',
        'submitted',
        ...seen.map((x) => x.state)
      ])
    })

    it('sends a file still being written once, complete, after the writes stop', async () => {
      const s = h.service()
      await s.watch([{ path: h.inbox, quietMs: 1000 }])
      const f = join(h.inbox, 'scan.txt')
      // A scanner writing page after page for 5 s, each pause well within the quiet period.
      writeFileSync(f, 'page 1\n')
      for (let i = 2; i <= 26; i++) {
        await new Promise((r) => setTimeout(r, 200)) // the scanner's pace, not a wait
        appendFileSync(f, `page ${i}\n`.repeat(50))
      }
      const items = await until(
        s,
        (xs) =>
          xs.length === 1 &&
          ['submitted', 'classified', 'extracted', 'extraction_failed'].includes(xs[0].state)
      )
      const doc = await h.client.getDocument(items[0].documentId!, [])
      const size =
        Buffer.byteLength('page 1\n') +
        Array.from({ length: 25 }, (_, k) => k + 2).reduce(
          (n, i) => n + Buffer.byteLength(`page ${i}\n`) * 50,
          0
        )
      expect(doc.data.attributes.file_size_bytes).toBe(size)
      expect(h.requests.filter((r) => r.startsWith('POST /v2/documents ')).length).toBe(1)
    })

    it('fails a file deleted during its quiet period with a clear reason, and counts it', async () => {
      const s = h.service()
      await s.watch([{ path: h.inbox, quietMs: 400 }])
      const f = join(h.inbox, 'gone.txt')
      writeFileSync(f, 'soon gone')
      await until(s, (xs) => xs.some((x) => x.state === 'waiting'))
      unlinkSync(f)
      const items = await until(s, allFinal(1))
      expect(items[0].state).toBe('failed')
      expect(items[0].lastError?.message).toMatch(/no longer there/)
      expect(s.counts()).toMatchObject({ total: 1, attention: 1, failed: 1, active: 0 })
      expect(await h.documentCount()).toBe(0)
    })

    it('does not send again a file renamed after it was sent: duplicate, without a request', async () => {
      const s = h.service()
      await s.watch([{ path: h.inbox, quietMs: 200 }])
      writeFileSync(join(h.inbox, 'a.txt'), 'bill of lading MEDUQ2417731')
      await until(s, (xs) => xs.length === 1 && xs[0].documentId !== null)
      const creates = h.requests.filter((r) => r.startsWith('POST /v2/documents ')).length
      const blobs = h.requests.filter((r) => r.includes('direct_uploads')).length
      const { renameSync } = await import('node:fs')
      renameSync(join(h.inbox, 'a.txt'), join(h.inbox, 'b.txt'))
      const items = await until(s, (xs) =>
        xs.some((x) => x.name === 'b.txt' && x.state === 'duplicate')
      )
      expect(byName(items, 'b.txt').duplicateOf?.id).toBe(byName(items, 'a.txt').documentId)
      expect(h.requests.filter((r) => r.startsWith('POST /v2/documents ')).length).toBe(creates)
      expect(h.requests.filter((r) => r.includes('direct_uploads')).length).toBe(blobs)
    })

    it('moves sent files to Done and duplicates to Duplicates', async () => {
      const s = h.service()
      writeFileSync(join(h.inbox, 'one.txt'), INVOICE_TEXT)
      writeFileSync(join(h.inbox, 'two.txt'), INVOICE_TEXT)
      await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move', moveDuplicates: true }])
      await until(s, allFinal(2))
      await s.whenSettled()
      const done = readdirSync(join(h.inbox, 'Done'))
      const dups = readdirSync(join(h.inbox, 'Duplicates'))
      expect([...done, ...dups].sort()).toEqual(['one.txt', 'two.txt'])
      expect(dups).toHaveLength(1)
      expect(existsSync(join(h.inbox, 'Failed'))).toBe(false)
      expect(
        s
          .list()
          .map((i) => i.state)
          .sort()
      ).toEqual(['duplicate', 'extracted'])
    })

    it('with "move", puts only successes in Done: failed extraction and empty files go to Failed with the reason', async () => {
      const s = h.service()
      writeFileSync(join(h.inbox, 'invoice.txt'), INVOICE_TEXT)
      writeFileSync(join(h.inbox, 'copy.txt'), INVOICE_TEXT)
      writeFileSync(join(h.inbox, 'scan.pdf'), await scanPdf())
      writeFileSync(join(h.inbox, 'blank.pdf'), '')
      await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move' }])
      const items = await until(s, allFinal(4))
      await s.whenSettled()
      expect(Object.fromEntries(s.list().map((i) => [i.name, i.state]))).toEqual({
        'invoice.txt': expect.stringMatching(/^(extracted|duplicate)$/),
        'copy.txt': expect.stringMatching(/^(extracted|duplicate)$/),
        'scan.pdf': 'extraction_failed',
        'blank.pdf': 'empty'
      })
      expect(readdirSync(join(h.inbox, 'Done')).sort()).toEqual(['copy.txt', 'invoice.txt'])
      expect(readdirSync(join(h.inbox, 'Failed')).sort()).toEqual([
        'blank.pdf',
        'blank.pdf.reason.txt',
        'scan.pdf',
        'scan.pdf.reason.txt'
      ])
      expect(readFileSync(join(h.inbox, 'Failed', 'scan.pdf.reason.txt'), 'utf8')).toBe(
        '# Dropdock could not finish this file and moved it here.\n# File: "scan.pdf"\n' +
          '# Reason: The service could not extract data from this document: The file has no readable text.\n'
      )
      expect(readFileSync(join(h.inbox, 'Failed', 'blank.pdf.reason.txt'), 'utf8')).toContain(
        '# Reason: the file is empty\n'
      )
      expect(byName(s.list(), 'scan.pdf').path).toBe(join(h.inbox, 'Failed', 'scan.pdf'))
      expect(items).toHaveLength(4)
    })

    it('keeps an extracted file whose move to Done/ failed extracted, with the reason as its warning', async () => {
      const s = h.service()
      // A file where Done/ should be: no folder to move into, whoever runs the test.
      writeFileSync(join(h.inbox, 'Done'), 'not a folder')
      writeFileSync(join(h.inbox, 'invoice.txt'), INVOICE_TEXT)
      await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'move' }])
      await until(s, allFinal(1))
      await s.whenSettled()
      const item = byName(s.list(), 'invoice.txt')
      expect(item.state).toBe('extracted')
      expect(item.path).toBe(join(h.inbox, 'invoice.txt'))
      expect(item.warning).toEqual({
        kind: 'not_moved',
        folder: 'Done',
        code: 'ENOTDIR',
        cause: 'not_a_folder',
        reason: 'Done/ is not a folder'
      })
    })

    it('with "delete", deletes only successes and leaves a failed extraction where it was', async () => {
      const s = h.service()
      writeFileSync(join(h.inbox, 'invoice.txt'), INVOICE_TEXT)
      writeFileSync(join(h.inbox, 'scan.pdf'), await scanPdf())
      await s.watch([{ path: h.inbox, quietMs: 200, afterUpload: 'delete' }])
      await until(s, allFinal(2))
      await s.whenSettled()
      expect(readdirSync(h.inbox)).toEqual(['scan.pdf'])
    })
  })

  describe('watch() with an empty file', () => {
    it('refuses a file that stays 0 bytes as empty, then sends it once it has content', async () => {
      const s = h.service()
      await s.watch([{ path: h.inbox, quietMs: 200 }])
      const f = join(h.inbox, 'scan.txt')
      writeFileSync(f, '')
      const first = await until(s, allFinal(1))
      expect(first[0]).toMatchObject({
        state: 'empty',
        lastError: { message: 'the file is empty' }
      })
      writeFileSync(f, INVOICE_TEXT)
      const items = await until(s, allFinal(2))
      expect(items.map((i) => i.state)).toEqual(['empty', 'extracted'])
      expect(await h.documentCount()).toBe(1)
    })
  })

  describe('files that are not documents', () => {
    it('refuses a zip and random bytes named .pdf before sending anything, with the reason', async () => {
      const s = h.service()
      const zip = join(h.dir, 'scans.zip')
      writeFileSync(
        zip,
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)])
      )
      const noise = join(h.dir, 'random.pdf')
      writeFileSync(noise, Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251)))
      await s.addFiles([zip, noise])
      const items = await until(s, allFinal(2))
      expect(items.map((i) => [i.name, i.state, i.lastError?.kind])).toEqual(
        expect.arrayContaining([
          ['scans.zip', 'failed', 'not_a_document'],
          ['random.pdf', 'failed', 'not_a_document']
        ])
      )
      expect(byName(items, 'scans.zip').lastError?.message).toMatch(/is a ZIP archive/)
      expect(byName(items, 'random.pdf').lastError?.message).toMatch(
        /not a document the service can read/
      )
      expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])
    })

    it('refuses handed-over bytes that are an archive, saying so', () => {
      const s = h.service()
      expect(() => s.addBytes('mail.zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toThrow(
        /"mail.zip" is a ZIP archive/
      )
      expect(s.list()).toEqual([])
    })
  })

  describe('a failed extraction', () => {
    it('carries the service’s reason from its classification notes, not only a generic sentence', async () => {
      const s = h.service()
      const scan = join(h.dir, 'scan.pdf')
      writeFileSync(scan, await scanPdf())
      await s.addFiles([scan])
      const [item] = await until(s, allFinal(1))
      expect(item.state).toBe('extraction_failed')
      expect(item.lastError).toEqual({
        kind: 'upstream',
        message:
          'The service could not extract data from this document: The file has no readable text.',
        note: 'The file has no readable text.'
      })
    })
  })

  describe('a host listener that throws', () => {
    it('is written to the engine log with what it threw, and the engine goes on', async () => {
      const lines: string[] = []
      const s = h.service({ log: (line) => lines.push(line) })
      const notices: EngineNotice[] = []
      s.on('notice', (n) => notices.push(n))
      s.on('items', () => {
        throw new Error('window gone')
      })
      writeFileSync(join(h.dir, 'memo.txt'), invoiceText('listener throws'))
      await s.addFiles([join(h.dir, 'memo.txt')])
      await until(s, allFinal(1))
      expect(
        lines.find((l) => l.startsWith("a listener of 'items' failed: Error: window gone"))
      ).toBeTruthy()
      // Told once (it threw at every batch), for whoever shows notices: the CLI prints it.
      expect(notices).toEqual([
        { kind: 'internal', message: "Internal error (a listener of 'items'): window gone" }
      ])
    })

    it('is only logged when it listens to notices itself, never told in a loop', async () => {
      const lines: string[] = []
      const s = h.service({ log: (line) => lines.push(line) })
      s.on('notice', () => {
        throw new Error('notice sink gone')
      })
      s.on('items', () => {
        throw new Error('window gone')
      })
      writeFileSync(join(h.dir, 'loop.txt'), invoiceText('notice listener throws'))
      await s.addFiles([join(h.dir, 'loop.txt')])
      await until(s, allFinal(1))
      expect(lines.filter((l) => l.startsWith("a listener of 'notice' failed"))).toHaveLength(1)
    })
  })

  describe('watch() arguments', () => {
    it('calls a folder that does not exist unreachable, naming it, and watches the others', async () => {
      const s = h.service()
      await s.watch([{ path: join(h.dir, 'nope') }, { path: h.inbox }])
      expect(s.folderHealth()).toEqual([
        {
          path: join(h.dir, 'nope'),
          state: 'unreachable',
          code: 'ENOENT',
          reason: expect.stringMatching(/nope" does not exist/)
        },
        { path: h.inbox, state: 'watching', reason: null, code: null }
      ])
    })
  })

  describe('addFiles()', () => {
    it('keeps unicode and very long file names intact up to the service', async () => {
      const names = ['Rechnung – Größe 日本 📦.txt', `${'very-long-name-'.repeat(15)}end.txt`]
      for (const [i, n] of names.entries()) writeFileSync(join(h.dir, n), `named file ${i}`)
      const s = h.service()
      await s.addFiles(names.map((n) => join(h.dir, n)))
      const items = await until(
        s,
        (xs) => xs.length === 2 && xs.every((x) => x.documentId !== null)
      )
      for (const n of names) {
        const doc = await h.client.getDocument(byName(items, n).documentId!, [])
        expect(doc.data.attributes.name).toBe(n)
      }
    })

    it('records the second copy of the same content as a duplicate of the first document', async () => {
      writeFileSync(join(h.dir, 'x.txt'), 'identical bytes')
      writeFileSync(join(h.dir, 'y.txt'), 'identical bytes')
      const s = h.service()
      const r = await s.addFiles([join(h.dir, 'x.txt'), join(h.dir, 'y.txt')])
      expect(r).toMatchObject({ accepted: 2, rejected: [] })
      const items = await until(
        s,
        (xs) => xs.length === 2 && xs.every((x) => x.state === 'duplicate' || x.documentId !== null)
      )
      const dup = items.find((x) => x.state === 'duplicate')!
      const orig = items.find((x) => x.state !== 'duplicate')!
      expect(dup.duplicateOf?.id).toBe(orig.documentId)
      expect(await h.documentCount()).toBe(1)
    })

    it('makes one item of a file given twice in one drop', async () => {
      const f = join(h.dir, 'twice.txt')
      writeFileSync(f, 'given twice')
      const s = h.service()
      const r = await s.addFiles([f, join(h.dir, '.', 'twice.txt')])
      expect(r.ids[0]).toBe(r.ids[1])
      await until(s, (xs) => xs.length === 1 && xs[0].documentId !== null)
      expect(h.requests.filter((x) => x.startsWith('POST /v2/documents ')).length).toBe(1)
    })

    it('rejects a missing path and a folder with reasons, accepting the rest', async () => {
      writeFileSync(join(h.dir, 'ok.txt'), 'fine')
      mkdirSync(join(h.dir, 'folder.pdf'))
      const s = h.service()
      const r = await s.addFiles([
        join(h.dir, 'ok.txt'),
        join(h.dir, 'missing.pdf'),
        join(h.dir, 'folder.pdf')
      ])
      expect(r.accepted).toBe(1)
      expect(r.rejected.map((x) => x.reason)).toEqual([
        expect.stringMatching(/does not exist/),
        expect.stringMatching(/is a folder/)
      ])
      // The same reasons as data, for the window and the tray to word in the clerk's language.
      expect(r.rejected.map((x) => x.kind)).toEqual(['missing', 'folder'])
    })

    it('fails a dropped file deleted before it was read, naming the problem', async () => {
      const f = join(h.dir, 'brief.txt')
      writeFileSync(f, 'x')
      const s = h.service()
      s.pause()
      await s.addFiles([f])
      unlinkSync(f)
      s.resume()
      const items = await until(s, allFinal(1))
      expect(items[0]).toMatchObject({ state: 'failed', lastError: { kind: 'file' } })
      expect(items[0].lastError!.message).toMatch(/brief\.txt.*no longer there/)
    })

    it('fails an unreadable file (a symlink loop) with the reason and sends nothing', async () => {
      const f = join(h.dir, 'loop.pdf')
      symlinkSync(f, f)
      const s = h.service()
      await s.addFiles([f])
      const items = await until(s, allFinal(1))
      expect(items[0].state).toBe('failed')
      expect(items[0].lastError!.message).toMatch(/loop\.pdf.*could not be read/)
      expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])
    })

    it('refuses a 0-byte file as empty, sending nothing, and accounts for it', async () => {
      const f = join(h.dir, 'empty.txt')
      writeFileSync(f, '')
      const s = h.service()
      await s.addFiles([f])
      const items = await until(s, allFinal(1))
      expect(items[0]).toMatchObject({
        state: 'empty',
        size: 0,
        documentId: null,
        lastError: { kind: 'file', message: 'the file is empty' }
      })
      expect(s.counts()).toMatchObject({ total: 1, done: 0, attention: 1, failed: 0 })
      expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])
      expect(await h.documentCount()).toBe(0)
    })

    it('refuses two different 0-byte files each as empty, never one as a duplicate of the other', async () => {
      writeFileSync(join(h.dir, 'empty.pdf'), '')
      writeFileSync(join(h.dir, 'blank-scan.pdf'), '')
      const s = h.service()
      await s.addFiles([join(h.dir, 'empty.pdf'), join(h.dir, 'blank-scan.pdf')])
      const items = await until(s, allFinal(2))
      expect(items.map((i) => [i.name, i.state, i.duplicateOf])).toEqual([
        ['empty.pdf', 'empty', null],
        ['blank-scan.pdf', 'empty', null]
      ])
      expect(await h.documentCount()).toBe(0)
    })
  })

  describe('addBytes()', () => {
    it('sends bytes without a file and removes the spooled copy once sent', async () => {
      const s = h.service()
      const { id } = s.addBytes('attachment.txt', new TextEncoder().encode(INVOICE_TEXT))
      await until(s, (xs) => xs[0]?.documentId !== null)
      expect(s.get(id)).toMatchObject({ path: null, name: 'attachment.txt' })
      // The sending step removes the spooled copy before it ends: settled, it is gone.
      await s.whenSettled()
      expect(readdirSync(join(h.stateDir, 'spool'))).toEqual([])
    })

    it('ends 0 bytes as an empty item at once, spooling and sending nothing', async () => {
      const s = h.service()
      const { id } = s.addBytes('empty-scan.pdf', new Uint8Array(0))
      expect(s.get(id)).toMatchObject({
        name: 'empty-scan.pdf',
        state: 'empty',
        md5: null,
        lastError: { message: 'the file is empty' }
      })
      await s.whenSettled()
      expect(existsSync(join(h.stateDir, 'spool'))).toBe(false)
      expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])
    })

    it('refuses bytes whose given checksum does not match', () => {
      const s = h.service()
      expect(() => s.addBytes('a.txt', new Uint8Array([1, 2]), 'AAAAAAAAAAAAAAAAAAAAAA==')).toThrow(
        /checksum/
      )
    })
  })

  describe('pause()', () => {
    it('shows waiting files as paused, sends nothing, and sends them all on resume', async () => {
      const clock = new ManualClock(Date.now())
      const s = h.service({ clock })
      s.pause()
      const paths = [0, 1, 2].map((i) => {
        const p = join(h.dir, `p${i}.txt`)
        writeFileSync(p, `paused ${i}`)
        return p
      })
      await s.addFiles(paths)
      // A minute passes on the engine's clock: every timer it armed has fired.
      clock.advance(60_000)
      expect(s.list().map((x) => x.state)).toEqual(['paused', 'paused', 'paused'])
      expect(s.counts()).toMatchObject({ paused: true, active: 3 })
      expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])
      s.resume()
      await until(s, (xs) => xs.every((x) => x.documentId !== null))
      expect(s.counts().paused).toBe(false)
    })
    it('outlives a restart only when the host asks: the app starts paused, the CLI sends', async () => {
      const p = join(h.dir, 'kept.txt')
      writeFileSync(p, 'paused before quitting')
      const first = h.service()
      first.pause()
      await first.addFiles([p])
      await until(first, (xs) => xs[0]?.state === 'paused')
      await first.close()

      const app = h.service({ paused: true })
      expect(app.counts()).toMatchObject({ paused: true, active: 1 })
      expect(app.list().map((x) => x.state)).toEqual(['paused'])
      await app.close()
      expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])

      const cli = h.service()
      expect(cli.counts().paused).toBe(false)
      const [item] = await until(cli, (xs) => xs[0]?.documentId !== null)
      expect(item.history.map((x) => x.note)).toContain('resumed after a restart')
    })
  })

  describe('cancel() and retry()', () => {
    it('cancels a queued file and sends it on retry', async () => {
      writeFileSync(join(h.dir, 'c.txt'), 'cancel me')
      const s = h.service()
      s.pause()
      const { ids } = await s.addFiles([join(h.dir, 'c.txt')])
      expect(s.cancel(ids)).toEqual({ count: 1 })
      s.resume()
      // A file dropped after it goes through the same queue: once it is sent and the queue is
      // settled, a cancelled file that was still queued would have been sent before it.
      writeFileSync(join(h.dir, 'later.txt'), 'dropped after the cancel')
      const later = (await s.addFiles([join(h.dir, 'later.txt')])).ids[0]
      await until(s, (xs) => xs.some((x) => x.id === later && x.documentId !== null))
      await s.whenSettled()
      expect(s.get(ids[0])!.state).toBe('cancelled')
      expect(await h.documentCount()).toBe(1)
      expect(s.retry(ids)).toEqual({ count: 1 })
      await until(s, (xs) => xs[0].documentId !== null)
    })
  })

  describe('cancel() while running', () => {
    it('stops a file being hashed for good: the finished hash does not undo the cancel', async () => {
      const f = join(h.dir, 'large.bin')
      writeFileSync(f, Buffer.alloc(64 * 1024 * 1024, 1))
      const s = h.service()
      const { ids } = await s.addFiles([f])
      await until(s, (xs) => xs[0].state === 'hashing')
      expect(s.cancel(ids)).toEqual({ count: 1 })
      // Settled: the hashing step has returned and nothing was queued after it.
      await s.whenSettled()
      expect(s.get(ids[0])!.state).toBe('cancelled')
      expect(h.requests.filter((r) => r.startsWith('POST'))).toEqual([])
    })
  })

  describe('whenSettled()', () => {
    it('resolves once every file has been sent and followed to its end, not before', async () => {
      const paths = [0, 1].map((i) => {
        const p = join(h.dir, `settle${i}.txt`)
        writeFileSync(p, invoiceText(`settle ${i}`))
        return p
      })
      const s = h.service()
      await s.addFiles(paths)
      expect(s.list().some((x) => x.documentId === null)).toBe(true)
      await s.whenSettled()
      expect(allFinal(2)(s.list())).toBe(true)
    })
  })

  describe('on()', () => {
    it('reports byte progress of an upload, throttled, ending at the full size', async () => {
      const f = join(h.dir, 'big.bin')
      writeFileSync(f, Buffer.alloc(8 * 1024 * 1024, 'A'))
      const s = h.service()
      const seen: number[] = []
      s.on('progress', (b) => seen.push(...b.map((p) => p.bytesSent)))
      await s.addFiles([f])
      await until(s, (xs) => xs[0].documentId !== null)
      // The last batch leaves one throttle interval after the bytes are all sent.
      await waitFor(() => seen.at(-1) === 8 * 1024 * 1024, 'progress to reach the full size', 5000)
      expect(seen.length).toBeGreaterThan(0)
      expect(seen.length).toBeLessThan(100)
      expect(seen).toEqual([...seen].sort((a, b) => a - b))
      expect(seen.at(-1)).toBe(8 * 1024 * 1024)
      expect(s.get(s.list()[0].id)!.bytesSent).toBe(8 * 1024 * 1024)
    })

    it('delivers batched item updates and lets a listener unsubscribe', async () => {
      const s = h.service()
      const batches: IntakeItem[][] = []
      const off = s.on('items', (b) => batches.push(b))
      for (let i = 0; i < 50; i++) writeFileSync(join(h.dir, `f${i}.txt`), `file ${i}`)
      await s.addFiles(Array.from({ length: 50 }, (_, i) => join(h.dir, `f${i}.txt`)))
      await until(s, (xs) => xs.length === 50 && xs.every((x) => x.documentId !== null))
      off()
      const n = batches.length
      expect(batches[0].length).toBeGreaterThan(1)
      expect(n).toBeLessThan(50 * 5)
      const seen = new Set(batches.flat().map((x) => x.id))
      expect(seen.size).toBe(50)
      // A change after unsubscribing reaches a listener still there, and not the one that left.
      // (Batches of the 50 files, still followed, may come first: the one awaited is its own.)
      const later = new Promise<IntakeItem>((resolve) => {
        const offLater = s.on('items', (b) => {
          const after = b.find((x) => x.name === 'after.txt')
          if (!after) return
          offLater()
          resolve(after)
        })
      })
      s.addBytes('after.txt', new TextEncoder().encode('after unsubscribing'))
      expect((await later).origin).toEqual({ kind: 'bytes' })
      expect(batches.length).toBe(n)
    })
  })

  describe('following', () => {
    it('follows a burst of documents with shared list requests, not one GET per poll', async () => {
      const paths = Array.from({ length: 30 }, (_, i) => {
        const p = join(h.dir, `inv${i}.txt`)
        writeFileSync(p, invoiceText(`burst ${i}`))
        return p
      })
      const s = h.service({ followSchedule: () => 200 })
      await s.addFiles(paths)
      const items = await until(s, allFinal(30))
      expect(items.every((x) => x.state === 'extracted')).toBe(true)
      expect(items.every((x) => x.shipmentNumbers.includes('MAEU241234567'))).toBe(true)
      const single = h.requests.filter((r) => /^GET \/v2\/documents\/[^/ ]+ /.test(r)).length
      const lists = h.requests.filter((r) => r.startsWith('GET /v2/documents ')).length
      expect(lists).toBeGreaterThan(0)
      // One GET per document and poll would be 30 at the very least.
      expect(single + lists).toBeLessThan(20)
    })
  })

  describe('following, beyond one page', () => {
    it('reads further list pages for a burst larger than a page, not one GET per document', async () => {
      const paths = Array.from({ length: 160 }, (_, i) => {
        const p = join(h.dir, `many${i}.txt`)
        writeFileSync(p, invoiceText(`page burst ${i}`))
        return p
      })
      const s = h.service({ followSchedule: () => 300, concurrency: { hash: 4, upload: 8 } })
      await s.addFiles(paths)
      const items = await until(s, allFinal(160))
      expect(items.every((x) => x.state === 'extracted')).toBe(true)
      const single = h.requests.filter((r) => /^GET \/v2\/documents\/[^/ ]+ /.test(r)).length
      const pages = h.requests.filter((r) => r.startsWith('GET /v2/documents ')).length
      expect(pages).toBeGreaterThan(1)
      // The newest page holds 100: without further pages the other 60 cost a GET each per look.
      expect(single).toBeLessThan(20)
    }, 40_000)
  })

  describe('close()', () => {
    it('resumes after a restart mid-flight: every file once, one document per content', async () => {
      const names: string[] = []
      for (let i = 0; i < 24; i++) {
        const name = `doc${i}.txt`
        // Every fourth file repeats the content of the one before it.
        writeFileSync(join(h.inbox, name), `content ${i % 4 === 3 ? i - 1 : i}`.repeat(2000))
        names.push(name)
      }
      const distinct = new Set(names.map((_, i) => (i % 4 === 3 ? i - 1 : i))).size
      const a = h.service({ concurrency: { hash: 2, upload: 3 } })
      await a.watch([{ path: h.inbox, quietMs: 150 }])
      await until(
        a,
        (xs) => xs.filter((x) => x.state === 'uploading' || x.documentId !== null).length >= 4
      )
      await a.close()
      const b = h.service()
      await b.watch([{ path: h.inbox, quietMs: 150 }])
      const items = await until(
        b,
        (xs) =>
          xs.length === 24 &&
          xs.every(
            (x) => x.state === 'duplicate' || (x.documentId !== null && x.state !== 'submitted')
          )
      )
      expect(items.map((x) => x.name).sort()).toEqual([...names].sort())
      expect(items.filter((x) => x.state === 'duplicate')).toHaveLength(24 - distinct)
      expect(new Set(items.filter((x) => x.documentId).map((x) => x.documentId)).size).toBe(
        distinct
      )
      expect(await h.documentCount()).toBe(distinct)
      rmSync(join(h.inbox, names[0]))
    })
  })
})
