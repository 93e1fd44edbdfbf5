import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { GOOD_FINAL_STATES } from '../../../src/shared/intake'
import { allFinal, harness, until, type Harness } from './harness'
import { INVOICE_TEXT, invoiceText } from '../../main/support/invoiceText'
import { seedNote, testSeed } from '../../support/seed'
import { parseLine, sealLine } from '../../../src/engine/ledger/lineSeal'
import { WHOLE_READ_MAX_BYTES } from '../../../src/engine/files/wholeRead'

const SEED = testSeed()
/** Larger than the whole-read bound: hashed ahead of its upload, then opened again to be sent. */
const LARGE = WHOLE_READ_MAX_BYTES + 12 * 1024

let h: Harness | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
})

describe('IntakeService', () => {
  describe('recovery', () => {
    it(`gets every file through a service failing 20 % of requests, with bounded attempts ${seedNote(SEED)}`, async () => {
      h = await harness({ faultRate: 0.2, faultStallMs: 300, faultSeed: SEED }, { timeoutMs: 1500 })
      const paths: string[] = []
      for (let i = 0; i < 20; i++) {
        const p = join(h.dir, `f${i}.txt`)
        writeFileSync(p, invoiceText(`copy ${i}`))
        paths.push(p)
      }
      const s = h.service({ retry: { baseMs: 50, capMs: 300, maxAttempts: 8 } })
      await s.addFiles(paths)
      const items = await until(
        s,
        (xs) => xs.length === 20 && xs.every((x) => x.documentId !== null || x.state === 'failed')
      )
      expect(items.filter((x) => x.state === 'failed').map((x) => x.lastError?.message)).toEqual([])
      expect(Math.max(...items.map((x) => x.attempts))).toBeLessThan(8)
      const final = await until(s, allFinal(20))
      const bad = final.filter((x) => !GOOD_FINAL_STATES.includes(x.state))
      expect(bad.map((x) => [x.name, x.state, x.lastError?.message])).toEqual([])
    }, 60_000)

    it('keeps retrying while the service is down, across a restart, at the recorded time', async () => {
      h = await harness({}, { timeoutMs: 1000, retry: { retries: 0 } })
      const f = join(h.dir, 'patient.txt')
      writeFileSync(f, invoiceText('patient'))
      await h.stopSandbox()
      const retry = { baseMs: 300, capMs: 600, maxAttempts: 50 }
      const a = h.service({ retry })
      const { ids } = await a.addFiles([f])
      const down = await until(a, (xs) => xs[0].state === 'retrying')
      expect(down[0].lastError?.kind).toBe('network')
      expect(down[0].nextAttemptAt).not.toBeNull()
      await a.close()
      const parked = a.get(ids[0])!
      expect(parked.state).toBe('retrying')
      const due = Date.parse(parked.nextAttemptAt!)
      await h.restartSandbox()
      const b = h.service({ retry })
      const [item] = await until(b, (xs) => xs[0].documentId !== null)
      expect(item.id).toBe(ids[0])
      const resumed = item.history.find(
        (x) => Date.parse(x.at) > Date.parse(parked.updatedAt) && x.state !== 'retrying'
      )!
      expect(Date.parse(resumed.at)).toBeGreaterThanOrEqual(due)
      expect(await h.documentCount()).toBe(1)
    })

    it('waits for the service once the attempts are spent, then sends the file by itself', async () => {
      // The client's own retries are off: the engine's attempts are what is counted here.
      h = await harness({}, { timeoutMs: 1000, retry: { retries: 0 } })
      const f = join(h.dir, 'patient.txt')
      writeFileSync(f, 'sent once the service is back')
      await h.stopSandbox()
      const s = h.service({ retry: { baseMs: 20, capMs: 40, maxAttempts: 3 } })
      await s.addFiles([f])
      const [item] = await until(s, (xs) => xs[0].attempts === 3)
      expect(item.state).toBe('retrying')
      expect(item.lastError?.message).toMatch(/Waiting for the service to answer again/)
      await h.restartSandbox()
      const [sent] = await until(s, (xs) => xs[0].documentId !== null)
      expect(sent.attempts).toBe(0)
      expect(await h.documentCount()).toBe(1)
    })

    // A file larger than the whole-read bound is hashed ahead and opened again to be sent (a
    // smaller one is hashed and sent from one read: nothing can come between the two).
    it('sends a file that changed after hashing back through the gate, then sends it whole', async () => {
      h = await harness()
      const f = join(h.dir, 'edited.txt')
      const draft = 'first draft\n'.repeat(LARGE / 12)
      writeFileSync(f, draft)
      const s = h.service({ defaultQuietMs: 200 })
      await s.addFiles([f])
      s.pause() // the hash of the first draft runs; its upload waits
      await until(s, (xs) => xs[0].md5 !== null && xs[0].state === 'paused')
      writeFileSync(f, `${draft}second paragraph\n`)
      s.resume()
      const [item] = await until(s, (xs) => xs[0].documentId !== null)
      expect(item.history.map((x) => x.state)).toContain('waiting')
      expect(item.size).toBe(Buffer.byteLength(`${draft}second paragraph\n`))
      const doc = await h.client.getDocument(item.documentId!, [])
      expect(doc.data.attributes.file_size_bytes).toBe(item.size)
      expect(await h.documentCount()).toBe(1)
    })

    it('moves a file the service refuses to Failed, with the reason beside it', async () => {
      h = await harness({ maxUploadBytes: 1000 })
      const s = h.service()
      await s.watch([{ path: h.inbox, quietMs: 150, moveFailed: true, afterUpload: 'move' }])
      writeFileSync(join(h.inbox, 'huge.txt'), 'x'.repeat(5000))
      writeFileSync(join(h.inbox, 'small.txt'), INVOICE_TEXT.slice(0, 900))
      await until(s, allFinal(2))
      await s.whenSettled()
      const huge = s.list().find((x) => x.name === 'huge.txt')!
      expect(huge.state).toBe('failed')
      expect(huge.lastError?.kind).toBe('too_large')
      expect(huge.path).toBe(join(h.inbox, 'Failed', 'huge.txt'))
      const reason = readFileSync(join(h.inbox, 'Failed', 'huge.txt.reason.txt'), 'utf8')
      expect(reason.split('\n')[2]).toBe(`# Reason: ${huge.lastError!.message}`)
      expect(existsSync(join(h.inbox, 'Done', 'small.txt'))).toBe(true)
      expect(s.list()).toHaveLength(2)
    })

    it('marks a document without a result in time as stalled, and retry follows it again', async () => {
      h = await harness({ delayMs: 1200 })
      const f = join(h.dir, 'slow.txt')
      writeFileSync(f, invoiceText('slow'))
      const s = h.service({ stalledAfterMs: 300 })
      const { ids } = await s.addFiles([f])
      const [stalled] = await until(s, allFinal(1))
      expect(stalled.state).toBe('stalled')
      expect(stalled.lastError?.message).toMatch(/has not finished this document/)
      expect(s.counts()).toMatchObject({ attention: 1, failed: 1 })
      // Retry puts it back to following (in the ledger); a patient engine then sees it through.
      expect(s.retry(ids)).toEqual({ count: 1 })
      expect(s.get(ids[0])!.state).toBe('submitted')
      await s.close()
      const patient = h.service({ stalledAfterMs: 10_000 })
      const [item] = await until(patient, allFinal(1))
      expect(item.state).toBe('extracted')
      expect(item.documentId).toBe(stalled.documentId)
      expect(await h.documentCount()).toBe(1)
    })

    it('hashes again once when the storage refuses the checksum, then sends the right bytes', async () => {
      h = await harness()
      const f = join(h.dir, 'swap.txt')
      writeFileSync(f, 'A'.repeat(LARGE))
      utimesSync(f, 1_700_000_000, 1_700_000_000)
      const s = h.service()
      await s.addFiles([f])
      s.pause()
      // Hashing already started; the upload waits for resume.
      await until(s, (xs) => xs[0].md5 !== null && xs[0].state === 'paused')
      writeFileSync(f, 'B'.repeat(LARGE))
      utimesSync(f, 1_700_000_000, 1_700_000_000) // same size and mtime: only the storage notices
      s.resume()
      const [item] = await until(s, (xs) => xs[0].documentId !== null || xs[0].state === 'failed')
      expect(item.state).not.toBe('failed')
      expect(item.history.map((x) => x.note)).toContain(
        'The storage refused the checksum; hashing again'
      )
      const url = await h.client.downloadUrl(item.documentId!)
      const res = await fetch(url)
      expect(await res.text()).toBe(readFileSync(f, 'utf8'))
    })

    it('fails with the reason when the checksum is refused a second time', async () => {
      h = await harness()
      const f = join(h.dir, 'flip.txt')
      const write = (content: string): void => {
        writeFileSync(f, content)
        utimesSync(f, 1_700_000_000, 1_700_000_000)
      }
      write('A'.repeat(LARGE))
      const s = h.service()
      await s.addFiles([f])
      s.pause() // the hash of A runs; its upload waits
      await until(s, (xs) => xs[0].md5 !== null && xs[0].state === 'paused')
      write('B'.repeat(LARGE))
      s.resume()
      s.pause() // the upload (B under A's checksum) runs and is refused; the re-hash waits
      await until(s, (xs) => xs[0].md5 === null && xs[0].state === 'paused')
      write('C'.repeat(LARGE))
      s.resume()
      s.pause() // the re-hash (C) runs; its upload waits
      await until(s, (xs) => xs[0].md5 !== null && xs[0].state === 'paused')
      write('D'.repeat(LARGE))
      s.resume() // D under C's checksum: refused again
      const [item] = await until(s, allFinal(1))
      expect(item.state).toBe('failed')
      expect(item.lastError?.kind).toBe('checksum')
      expect(await h.documentCount()).toBe(0)
    })

    it('ends a file whose ledger state is unknown with a damage message, not a wait', async () => {
      h = await harness()
      const f = join(h.dir, 'odd.txt')
      writeFileSync(f, 'state written by something else')
      const first = h.service({ paused: true })
      const { ids } = await first.addFiles([f])
      await first.close()
      // The journal of a foreign state folder (or a newer Dropdock) names a state this one does
      // not have: each line whole and sealed, so it is read, not skipped as damaged.
      const journal = join(h.stateDir, 'ledger.journal.jsonl')
      const lines = readFileSync(journal, 'utf8').trim().split('\n')
      const foreign = lines.map((l) =>
        JSON.stringify(parseLine(l)).replace(/"paused"/g, '"teleporting"')
      )
      writeFileSync(journal, foreign.map((l) => `${sealLine(l)}\n`).join(''))
      const s = h.service()
      const [item] = await until(s, allFinal(1))
      expect(item).toMatchObject({ id: ids[0], state: 'failed' })
      expect(item.lastError?.message).toBe(
        'The state folder is damaged: "teleporting" is not a state Dropdock knows, so where this file got to is lost. Retry it to send it again.'
      )
      s.retry([item.id])
      const [sent] = await until(s, (xs) => xs[0].documentId !== null)
      expect(sent.id).toBe(ids[0])
    })
  })
})
