import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, until, type Harness } from './harness'
import { invoiceText } from '../../main/support/invoiceText'
import { seedNote, testSeed } from '../../support/seed'

const SEED = testSeed()

let h: Harness
beforeAll(async () => {
  h = await harness(
    { faultRate: 0.3, faultStallMs: 300, faultSeed: SEED },
    { timeoutMs: 2000, retry: { retries: 8, baseDelayMs: 5, maxDelayMs: 50 } }
  )
})
afterAll(async () => {
  await h?.close()
})

describe('uploads under faults', () => {
  describe('the queue with uploadBlob() + submitDocument()', () => {
    it(`creates every document exactly once when 30 % of requests fail, stall or lose their answer ${seedNote(SEED)}`, async () => {
      const paths = Array.from({ length: 12 }, (_, i) => {
        const path = join(h.dir, `faulty-${i}.txt`)
        writeFileSync(path, invoiceText(`faulty ${i}`))
        return path
      })
      // The engine's own queue, scheduler and retry policy decide what is sent again.
      const s = h.service({ retry: { baseMs: 20, capMs: 200, maxAttempts: 10 } })
      await s.addFiles(paths)
      const items = await until(
        s,
        (xs) => xs.length === 12 && xs.every((x) => x.documentId !== null || x.state === 'failed')
      )
      expect(items.filter((x) => x.state === 'failed').map((x) => x.lastError?.message)).toEqual([])
      const ids = new Set(items.map((x) => x.documentId))
      expect(ids.size).toBe(12)
      const listed = await h.client.listDocuments({ size: 100 })
      expect(listed.meta.total).toBe(12)
      expect(new Set(listed.data.map((d) => d.id))).toEqual(ids)
    }, 60_000)
  })
})
