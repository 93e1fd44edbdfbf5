import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createServiceClient,
  type ServiceClient
} from '../../../../src/main/core/client/serviceClient'
import { ServiceError } from '../../../../src/main/core/client/errors'
import {
  submitDocument,
  uploadBlob,
  type SubmitResult
} from '../../../../src/main/core/upload/uploadFile'
import { invoiceText, startHarness, type Harness } from './sandboxFixture'

let h: Harness
let client: ServiceClient
beforeAll(async () => {
  h = await startHarness({ faultRate: 0.3, faultStallMs: 300 })
  client = createServiceClient({
    baseUrl: h.baseUrl,
    apiKey: h.apiKey,
    timeoutMs: 2000,
    retry: { retries: 8, baseDelayMs: 5, maxDelayMs: 50 }
  })
})
afterAll(async () => {
  await h?.close()
})

/** What the queue does with a transient failure of the PUT, which the client cannot replay. */
async function sendWithRetries(name: string): Promise<{ result: SubmitResult; attempts: number }> {
  const path = await h.write(name, invoiceText(name))
  for (let attempt = 1; ; attempt++) {
    try {
      const src = await h.sourceOf(path, name)
      const { signedId } = await uploadBlob(client, src)
      return { result: await submitDocument(client, name, signedId), attempts: attempt }
    } catch (err) {
      if (!(err instanceof ServiceError) || !err.transient || attempt >= 10) throw err
    }
  }
}

describe('uploadFile under faults', () => {
  describe('uploadBlob() + submitDocument()', () => {
    it('creates every document exactly once when 30 % of requests fail, stall or lose their answer', async () => {
      const names = Array.from({ length: 12 }, (_, i) => `faulty-${i}.txt`)
      const outcomes = []
      for (const name of names) outcomes.push(await sendWithRetries(name))
      // Each file's content is unique, so a 409 can only name the document an earlier send of
      // this very create made (its answer lost): the engine takes those as its own.
      const own = (r: SubmitResult): boolean =>
        r.kind === 'created' || (r.kind === 'duplicate' && r.resent)
      expect(outcomes.filter((o) => !own(o.result))).toEqual([])
      const ids = new Set(outcomes.map((o) => o.result.documentId))
      expect(ids.size).toBe(names.length)
      const listed = await client.listDocuments({ size: 100 })
      expect(listed.meta.total).toBe(names.length)
      expect(new Set(listed.data.map((d) => d.id))).toEqual(ids)
    })
  })
})
