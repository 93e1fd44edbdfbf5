import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { ContainerJourney } from '@shared/views'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { journeySample } from '../journeySamples'
import { useJourneyStore } from '@renderer/stores/journey'

describe('stores/journey', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  describe('open()', () => {
    it('asks main for the container’s journey and keeps it', async () => {
      fake.answer('container.journey', journeySample())
      const store = useJourneyStore()
      await store.open('c-msku')
      expect(fake.calls).toEqual([{ name: 'container.journey', input: { containerId: 'c-msku' } }])
      expect(store.openId).toBe('c-msku')
      expect(store.journey?.container.attributes.number).toBe('MSKU1234565')
      expect(store.loading).toBe(false)
    })

    it('drops a late answer for a container that is no longer open', async () => {
      const answers: ((j: ContainerJourney) => void)[] = []
      const store = useJourneyStore()
      fake.answer('container.journey', (() => journeySample()) as never)
      // the first call is answered only after the second container was opened
      const api = fake.api.container as unknown as {
        journey: (i: { containerId: string }) => Promise<unknown>
      }
      const real = api.journey
      api.journey = (input) =>
        input.containerId === 'first'
          ? new Promise((resolve) => answers.push((j) => resolve({ ok: true, value: j })))
          : real(input)
      const first = store.open('first')
      await store.open('second')
      answers[0](journeySample({ billOfLading: 'STALE' }))
      await first
      expect(store.openId).toBe('second')
      expect(store.journey?.billOfLading).toBe('MAEU241234567')
    })

    it('shows the error of a failed read in the clerk’s words', async () => {
      fake.fail('container.journey', { kind: 'not_found', message: 'The container is gone.' })
      const store = useJourneyStore()
      await store.open('c-x')
      expect(store.error?.message).toBe('The container is gone.')
      expect(store.journey).toBeNull()
    })
  })

  describe('toggle()', () => {
    it('closes the journey that is open, opens another', async () => {
      fake.answer('container.journey', journeySample())
      const store = useJourneyStore()
      await store.toggle('c-msku')
      expect(store.openId).toBe('c-msku')
      await store.toggle('c-msku')
      expect(store.openId).toBeNull()
      expect(store.journey).toBeNull()
      expect(fake.calls).toHaveLength(1)
    })
  })

  describe('each place keeps its own', () => {
    it('keeps the detail’s journey open while the lookup opens and closes another', async () => {
      fake.answer('container.journey', journeySample())
      const store = useJourneyStore()
      await store.open('c-msku', 'detail')
      await store.open('c-other', 'lookup')
      expect(store.places.detail.openId).toBe('c-msku')
      expect(store.places.detail.journey?.container.attributes.number).toBe('MSKU1234565')
      expect(store.places.lookup.openId).toBe('c-other')
      await store.toggle('c-other', 'lookup')
      expect(store.places.lookup.openId).toBeNull()
      expect(store.places.detail.openId).toBe('c-msku')
    })
  })
})
