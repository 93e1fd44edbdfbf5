import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FULL, READONLY, call, start, type Sandbox } from '../support/shippingApi'

let sbx: Sandbox
beforeAll(async () => {
  sbx = await start()
})
afterAll(() => sbx.close())

const infer = (number: unknown, key: string = FULL) =>
  call(sbx, 'POST', '/tracking_requests/infer_number', { key, body: { number } })

describe('routes inference', () => {
  describe('POST /tracking_requests/infer_number', () => {
    it('answers the service shape for a container number', async () => {
      const r = await infer('MSCU6639870')
      expect(r.status).toBe(200)
      expect(r.body.data.type).toBe('infer_number_results')
      expect(r.body.data.attributes).toMatchObject({
        number_type: 'container',
        validation: { is_valid: true, type: 'container', check_digit_passed: true, reason: null },
        shipping_line: {
          decision: 'auto_select',
          selected: { scac: 'MSCU', confidence: 1 }
        }
      })
    })

    it('explains an invalid check digit and still predicts', async () => {
      const r = await infer('MSCU6639871')
      expect(r.body.data.attributes.validation).toMatchObject({
        is_valid: false,
        check_digit_passed: false,
        reason: 'Invalid check digit'
      })
      expect(r.body.data.attributes.shipping_line.candidates[0].scac).toBe('MSCU')
    })

    it('is allowed for a read-only key', async () => {
      expect((await infer('MAEU241234567', READONLY)).status).toBe(200)
    })

    it('refuses junk with 422 and the service message', async () => {
      for (const n of ['', 'hello', null]) {
        const r = await infer(n)
        expect(r.status).toBe(422)
        expect(r.body.errors[0].detail).toBe('This reference number is not valid.')
      }
      const none = await call(sbx, 'POST', '/tracking_requests/infer_number', { body: {} })
      expect(none.status).toBe(422)
    })

    it('needs a key', async () => {
      const r = await call(sbx, 'POST', '/tracking_requests/infer_number', {
        key: null,
        body: { number: 'MSCU6639870' }
      })
      expect(r.status).toBe(401)
    })
  })

  describe('rate limit', () => {
    it('gives the 201st inference within a minute 429 with Retry-After, per key', async () => {
      const own = await start({ apiKeys: ['sbx_rate_a', 'sbx_rate_b'] })
      try {
        const statuses: number[] = []
        for (let i = 0; i < 200; i += 20) {
          const batch = await Promise.all(
            Array.from({ length: 20 }, () =>
              call(own, 'POST', '/tracking_requests/infer_number', {
                key: 'sbx_rate_a',
                body: { number: 'MSKU1234565' }
              })
            )
          )
          statuses.push(...batch.map((r) => r.status))
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(200)
        const refused = await call(own, 'POST', '/tracking_requests/infer_number', {
          key: 'sbx_rate_a',
          body: { number: 'MSKU1234565' }
        })
        expect(refused.status).toBe(429)
        const retryAfter = Number(refused.headers.get('retry-after'))
        expect(retryAfter).toBeGreaterThanOrEqual(1)
        expect(retryAfter).toBeLessThanOrEqual(60)
        expect(refused.body.errors[0]).toMatchObject({ status: '429' })
        // another key has its own budget, and other endpoints are not consumed by inference
        const other = await call(own, 'POST', '/tracking_requests/infer_number', {
          key: 'sbx_rate_b',
          body: { number: 'MSKU1234565' }
        })
        expect(other.status).toBe(200)
        expect((await call(own, 'GET', '/shipments', { key: 'sbx_rate_a' })).status).toBe(200)
      } finally {
        await own.close()
      }
    })
  })
})
