import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { BOOKING, inferContainer, tracking } from '../samples'
import { TRACKING_POLL_MS, useLookupStore } from '@renderer/stores/lookup'

describe('stores/lookup', () => {
  let fake: FakeBridge

  beforeEach(() => {
    vi.useFakeTimers()
    fake = installFakeBridge()
    // As main answers for a connection whose service lists no lines.
    fake.answer('lookup.shippingLines', [])
    setActivePinia(createPinia())
  })
  afterEach(() => vi.useRealTimers())

  describe('infer()', () => {
    it('asks main with the trimmed, upper-cased number and preselects the carrier', async () => {
      fake.answer('lookup.infer', inferContainer())
      const store = useLookupStore()
      store.number = '  mscu6639870 '
      await store.infer()
      expect(fake.calls[0]).toEqual({ name: 'lookup.infer', input: { number: 'MSCU6639870' } })
      expect(store.chosenScac).toBe('MSCU')
      expect(store.canTrack).toBe(true)
    })

    it('refuses an empty box without calling main', async () => {
      const store = useLookupStore()
      await store.infer()
      expect(fake.calls).toHaveLength(0)
      expect(store.error?.message).toMatch(/Type or paste/)
    })

    it('counts down the seconds of a rate limit and blocks lookups until then', async () => {
      fake.fail('lookup.infer', {
        kind: 'rate_limited',
        message: 'Too many lookups.',
        detail: 'Retry after 3 seconds'
      })
      const store = useLookupStore()
      store.number = 'MSCU6639870'
      await store.infer()
      expect(store.secondsLeft).toBe(3)
      expect(store.rateLimited).toBe(true)
      await store.infer()
      expect(fake.calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1000)
      expect(store.secondsLeft).toBe(2)
      await vi.advanceTimersByTimeAsync(2000)
      expect(store.rateLimited).toBe(false)
    })
  })

  describe('track()', () => {
    it('maps the carrier choice into the request and polls until created', async () => {
      fake.answer('lookup.infer', BOOKING)
      fake.answer('lookup.track', tracking('pending'))
      const store = useLookupStore()
      store.number = 'MAEU123456'
      await store.infer()
      store.chosenScac = 'HLCU'
      await store.track()
      expect(fake.calls.at(-1)).toEqual({
        name: 'lookup.track',
        input: { number: 'MAEU123456', numberType: 'booking', scac: 'HLCU' }
      })
      fake.answer('lookup.trackingStatus', tracking('awaiting_manifest'))
      await vi.advanceTimersByTimeAsync(TRACKING_POLL_MS)
      expect(store.tracking?.attributes.status).toBe('awaiting_manifest')
      fake.answer('lookup.trackingStatus', tracking('created', true))
      await vi.advanceTimersByTimeAsync(TRACKING_POLL_MS)
      expect(store.trackingDone).toBe(true)
      expect(store.tracking?.shipment?.attributes.bill_of_lading_number).toBe('MAEU241234567')
      const polls = fake.calls.filter((c) => c.name === 'lookup.trackingStatus').length
      await vi.advanceTimersByTimeAsync(TRACKING_POLL_MS * 3)
      expect(fake.calls.filter((c) => c.name === 'lookup.trackingStatus')).toHaveLength(polls)
    })

    it('stops polling when the store is disposed', async () => {
      fake.answer('lookup.infer', inferContainer())
      fake.answer('lookup.track', tracking('pending'))
      fake.answer('lookup.trackingStatus', tracking('pending'))
      const store = useLookupStore()
      store.number = 'MSCU6639870'
      await store.infer()
      await store.track()
      store.$dispose()
      await vi.advanceTimersByTimeAsync(TRACKING_POLL_MS * 3)
      expect(fake.calls.filter((c) => c.name === 'lookup.trackingStatus')).toHaveLength(0)
    })
  })

  describe('openInWebApp()', () => {
    it('asks main to open the shipment and keeps a refusal for the clerk', async () => {
      const store = useLookupStore()
      fake.fail('document.openInWebApp', {
        kind: 'validation',
        message: 'No web app address is configured.'
      })
      await store.openInWebApp('MAEU241234567')
      expect(fake.calls.at(-1)).toEqual({
        name: 'document.openInWebApp',
        input: { query: 'MAEU241234567' }
      })
      expect(store.webAppError?.message).toBe('No web app address is configured.')
      fake.answer('document.openInWebApp', undefined)
      await store.openInWebApp('MAEU241234567')
      expect(store.webAppError).toBeNull()
    })
  })
})
