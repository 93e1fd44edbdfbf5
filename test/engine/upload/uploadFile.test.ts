import { appendFile, mkdir, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { md5Bytes } from '../../../src/engine/checksum/md5'
import { submitDocument, uploadBlob } from '../../../src/engine/upload/uploadFile'
import { WHOLE_READ_MAX_BYTES } from '../../../src/engine/files/wholeRead'
import { invoiceText } from '../../main/support/invoiceText'
import { startHarness, type Harness } from './sandboxFixture'
import { failure, fileFailure } from '../../main/support/serviceFailure'
import { FIFO_REFUSAL_TIMEOUT_MS, fifoSwapper } from '../../support/fifo'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.close()
})

/** Upload + create for a file on disk; returns the submit result and the progress seen. */
async function send(path: string, name: string) {
  const src = await h.sourceOf(path, name)
  const progress: number[] = []
  const { signedId } = await uploadBlob(h.client, src, { onProgress: (n) => progress.push(n) })
  return { result: await submitDocument(h.client, name, signedId), progress, src }
}

describe('uploadFile', () => {
  describe('uploadBlob() + submitDocument()', () => {
    it('creates a document named after the file, with its size and type', async () => {
      const path = await h.write('invoice-0415.txt', invoiceText())
      const { result, progress, src } = await send(path, 'invoice-0415.txt')
      expect(result.kind).toBe('created')
      const doc = await h.client.getDocument(result.documentId)
      expect(doc.data.attributes.name).toBe('invoice-0415.txt')
      expect(doc.data.attributes.file_size_bytes).toBe(src.size)
      expect(doc.data.attributes.file_content_type).toBe('text/plain')
      expect(progress.at(-1)).toBe(src.size)
    })

    it('reports byte progress in order up to the size for a multi-MiB file', async () => {
      const bytes = randomBytes(5 * 1024 * 1024 + 123)
      const path = await h.write('scan.pdf', bytes)
      const { result, progress } = await send(path, 'scan.pdf')
      expect(result.kind).toBe('created')
      expect(progress.length).toBeGreaterThanOrEqual(5)
      expect(progress).toEqual([...progress].sort((a, b) => a - b))
      expect(progress.at(-1)).toBe(bytes.length)
    })

    it('sends files at and just over the whole-read bound byte for byte', async () => {
      for (const size of [WHOLE_READ_MAX_BYTES, WHOLE_READ_MAX_BYTES + 1]) {
        const bytes = randomBytes(size)
        const name = `bound-${size}.bin`
        const { result, progress } = await send(await h.write(name, bytes), name)
        expect(result.kind).toBe('created')
        expect(progress.at(-1)).toBe(size)
        const res = await fetch(await h.client.downloadUrl(result.documentId))
        expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
      }
    })

    it('takes a second file with the same content as a duplicate of the first document', async () => {
      const text = invoiceText()
      const first = await send(await h.write('first.txt', text), 'first.txt')
      const again = await send(await h.write('copy of first.txt', text), 'copy of first.txt')
      expect(first.result.kind).toBe('created')
      expect(again.result).toEqual({
        kind: 'duplicate',
        documentId: first.result.documentId,
        name: 'first.txt',
        resent: false
      })
    })

    it('uploads a 0-byte file', async () => {
      const path = await h.write('empty.txt', '')
      const { result, src } = await send(path, 'empty.txt')
      expect(src.md5).toBe('1B2M2Y8AsgTpgAmY7PhCfg==')
      expect(result.kind).toBe('created')
      const doc = await h.client.getDocument(result.documentId)
      expect(doc.data.attributes.file_size_bytes).toBe(0)
    })

    it('keeps unicode and very long names intact', async () => {
      const names = [
        'Rechnung Nr. 5 – 発票 ünïcödé 🚢.txt',
        `${'Commercial invoice Shenzhen Brightway '.repeat(6)}final.txt`
      ]
      expect(names[1].length).toBeGreaterThan(200)
      for (const name of names) {
        const { result } = await send(await h.write(name, invoiceText()), name)
        expect(result.kind).toBe('created')
        expect((await h.client.getDocument(result.documentId)).data.attributes.name).toBe(name)
      }
    })

    it('uploads bytes that have no file (a mail attachment) from memory', async () => {
      const bytes = new TextEncoder().encode(invoiceText())
      const progress: number[] = []
      const { signedId } = await uploadBlob(
        h.client,
        {
          bytes,
          name: 'attachment.txt',
          contentType: 'text/plain',
          size: bytes.length,
          md5: md5Bytes(bytes)
        },
        { onProgress: (n) => progress.push(n) }
      )
      const result = await submitDocument(h.client, 'attachment.txt', signedId)
      expect(result.kind).toBe('created')
      expect(progress.at(-1)).toBe(bytes.length)
    })
  })

  describe('uploadBlob() failures', () => {
    it('reports a storage checksum refusal as kind checksum and creates nothing', async () => {
      const bytes = new TextEncoder().encode(invoiceText())
      const src = {
        bytes,
        name: 'mismatch.txt',
        contentType: 'text/plain',
        size: bytes.length
      }
      const before = (await h.client.listDocuments()).meta.total
      const err = await failure(
        uploadBlob(h.client, { ...src, md5: md5Bytes(new TextEncoder().encode('other')) })
      )
      expect(err.kind).toBe('checksum')
      expect(err.status).toBe(422)
      expect(err.transient).toBe(false)
      expect(err.message).toMatch(/do not match the checksum/)
      expect((await h.client.listDocuments()).meta.total).toBe(before)
    })

    it('reports a file over the service limit as too_large, naming the limit', async () => {
      const small = await startHarness({ maxUploadBytes: 1000 })
      try {
        const path = await small.write('big.pdf', randomBytes(5000))
        const err = await failure(uploadBlob(small.client, await small.sourceOf(path, 'big.pdf')))
        expect(err.kind).toBe('too_large')
        expect(err.transient).toBe(false)
        expect(err.message).toMatch(/too large \(413\).*1000/)
      } finally {
        await small.close()
      }
    })

    it('refuses a wrong key as kind auth without the key in any text', async () => {
      const wrongKey = 'sbx_not_a_real_key_777'
      const client = createServiceClient({ baseUrl: h.baseUrl, apiKey: wrongKey })
      const path = await h.write('auth.txt', invoiceText())
      const err = await failure(uploadBlob(client, await h.sourceOf(path, 'auth.txt')))
      expect(err.kind).toBe('auth')
      expect(err.message).toBe(
        'The service refused the API key (401). Check the API key you configured.'
      )
      expect([JSON.stringify(err), err.message, err.stack].join()).not.toContain(wrongKey)
    })

    it('names a file deleted between hashing and upload', async () => {
      const path = await h.write('gone.pdf', invoiceText())
      const src = await h.sourceOf(path, 'gone.pdf')
      await rm(path)
      const err = await fileFailure(uploadBlob(h.client, src))
      expect(err.kind).toBe('file')
      expect(err.code).toBe('vanished')
      expect(err.message).toBe(
        '"gone.pdf" is no longer there: it was moved or deleted before it could be sent.'
      )
    })

    it('names a folder where the file was, sending nothing', async () => {
      const path = await h.write('was-a-file.txt', invoiceText())
      const src = await h.sourceOf(path, 'was-a-file.txt')
      await rm(path)
      await mkdir(path)
      const err = await fileFailure(uploadBlob(h.client, src))
      expect(err.kind).toBe('file')
      expect(err.code).toBe('not_a_file')
      expect(err.message).toBe('"was-a-file.txt" is a folder, not a file.')
    })

    describe('a file swapped for a FIFO after it was hashed', () => {
      const fifos = fifoSwapper()
      afterEach(() => fifos.release())

      // Read whole (small) or streamed (large): each fails on an ordinary open by timing out,
      // as the open waits for a writer that never comes.
      for (const [label, size] of [
        ['read whole', 2000],
        ['streamed', WHOLE_READ_MAX_BYTES + 1]
      ] as const) {
        it(
          `is refused at once when it would be ${label}, naming the file`,
          async (ctx) => {
            const path = await h.write(`fifo-${size}.pdf`, randomBytes(size))
            const src = await h.sourceOf(path, 'scan-0415.pdf')
            await fifos.swap(ctx, path)
            const err = await fileFailure(uploadBlob(h.client, src))
            expect(err.kind).toBe('file')
            expect(err.code).toBe('not_regular')
            expect(err.transient).toBe(false)
            expect(err.message).toBe(
              '"scan-0415.pdf" is not a regular file (a pipe or device); it was not read.'
            )
          },
          FIFO_REFUSAL_TIMEOUT_MS
        )
      }
    })

    it('refuses a file rewritten in place under its old size and mtime, asking nothing', async () => {
      const path = await h.write('rewritten.txt', invoiceText('first'))
      const src = await h.sourceOf(path, 'rewritten.txt')
      const { mtime } = await stat(path)
      await writeFile(path, invoiceText('other'))
      await utimes(path, mtime, mtime)
      const before = (await h.client.listDocuments()).meta.total
      const err = await fileFailure(uploadBlob(h.client, src))
      expect(err.kind).toBe('file')
      expect(err.code).toBe('changed')
      expect((await h.client.listDocuments()).meta.total).toBe(before)
    })

    it('refuses to send a file touched since it was hashed', async () => {
      const path = await h.write('touched.txt', invoiceText())
      const src = await h.sourceOf(path, 'touched.txt')
      await utimes(path, new Date(), new Date(Date.now() + 5000))
      const err = await fileFailure(uploadBlob(h.client, src))
      expect(err.kind).toBe('file')
      expect(err.code).toBe('changed')
      expect(err.message).toContain('"touched.txt" changed')
    })

    it('notices a file cut short while it is being sent, without waiting for a timeout', async () => {
      const path = await h.write('shrinking.bin', randomBytes(8 * 1024 * 1024))
      const src = await h.sourceOf(path, 'shrinking.bin')
      // Storage waits for the bytes promised: a client that missed the cut would end on its
      // idle timeout instead, reported as kind 'timeout' well within the test's own limit.
      const client = createServiceClient({ baseUrl: h.baseUrl, apiKey: h.apiKey, timeoutMs: 5000 })
      let cut: Promise<void> | undefined
      const err = await fileFailure(
        uploadBlob(client, src, {
          onProgress: () => {
            cut ??= truncate(path, 1024)
          }
        })
      )
      await cut
      expect(err.kind).toBe('file')
      expect(err.code).toBe('changed')
    })

    it('notices a file that grows while it is being sent', async () => {
      const path = await h.write('growing.bin', randomBytes(6 * 1024 * 1024))
      const src = await h.sourceOf(path, 'growing.bin')
      let appended: Promise<void> | undefined
      const err = await fileFailure(
        uploadBlob(h.client, src, {
          onProgress: () => {
            appended ??= appendFile(path, 'more bytes from the scanner')
          }
        })
      )
      await appended
      expect(err.kind).toBe('file')
      expect(err.code).toBe('changed')
    })
  })
})
