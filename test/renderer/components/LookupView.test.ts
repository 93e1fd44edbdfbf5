import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { InferAttributes } from '@shared/service'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { BOOKING, INVALID_CONTAINER, inferContainer, tracking } from '../samples'
import LookupView from '@renderer/views/LookupView.vue'

describe('views/LookupView', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })
  afterEach(() => vi.useRealTimers())

  async function lookUp(number: string, answer?: InferAttributes) {
    if (answer) fake.answer('lookup.infer', answer)
    const wrapper = mount(LookupView)
    await wrapper.get('[data-test="lookup-number"]').setValue(number)
    await wrapper.get('[data-test="lookup-form"]').trigger('submit')
    await flushPromises()
    return wrapper
  }

  describe('decisions', () => {
    it('says "Carrier identified" for a valid container', async () => {
      const wrapper = await lookUp('MSCU6639870', inferContainer())
      expect(wrapper.get('[data-test="number-type"]').text()).toBe('Container number')
      expect(wrapper.get('[data-test="validity"]').text()).toBe('Valid')
      expect(wrapper.get('[data-test="check-digit"]').text()).toBe('Passed')
      expect(wrapper.get('[data-test="decision"]').text()).toBe(
        'Carrier identified: Mediterranean Shipping Company'
      )
    })

    it('says why an invalid container is refused and offers no tracking', async () => {
      const wrapper = await lookUp('MSCU6639871', INVALID_CONTAINER)
      expect(wrapper.get('[data-test="validity"]').text()).toBe('Not valid')
      expect(wrapper.get('[data-test="check-digit"]').text()).toBe('Failed')
      expect(wrapper.get('[data-test="reason"]').text()).toBe('Invalid check digit')
      expect(wrapper.get('[data-test="decision"]').text()).toBe('Carrier unknown')
      expect(wrapper.get('[data-test="track"]').attributes('disabled')).toBeDefined()
    })

    it('asks to confirm a probable carrier and shows every candidate with its confidence', async () => {
      const wrapper = await lookUp('MAEU123456', BOOKING)
      expect(wrapper.get('[data-test="decision"]').text()).toBe('Probably Maersk, please confirm')
      expect(wrapper.get('[data-test="validity"]').text()).toBe('Cannot be checked')
      const candidates = wrapper.findAll('[data-test="candidate"]')
      expect(candidates).toHaveLength(2)
      expect(candidates[1].text()).toContain('Hapag-Lloyd')
      expect(candidates[1].get('[role="meter"]').attributes('aria-valuenow')).toBe('31')
      await candidates[1].get('input').setValue(true)
      fake.answer('lookup.track', tracking('created', true))
      await wrapper.get('[data-test="track"]').trigger('click')
      await flushPromises()
      expect(fake.calls.at(-1)?.input).toMatchObject({ scac: 'HLCU', numberType: 'booking' })
      expect(wrapper.get('[data-test="tracking-status"]').text()).toContain('shipment created')
      expect(wrapper.get('[data-test="tracked-shipment"]').text()).toContain('MAEU241234567')
    })
  })

  describe('paste', () => {
    it('looks a pasted number up without pressing the button', async () => {
      fake.answer('lookup.infer', inferContainer())
      const wrapper = mount(LookupView)
      const input = wrapper.get('[data-test="lookup-number"]')
      await input.setValue('MSCU6639870')
      await input.trigger('paste')
      expect(fake.calls).toEqual([])
      await new Promise((resolve) => setTimeout(resolve, 0))
      await flushPromises()
      expect(fake.calls).toEqual([{ name: 'lookup.infer', input: { number: 'MSCU6639870' } }])
    })
  })

  describe('tracking failure', () => {
    it('says in plain words why the carrier refused', async () => {
      const wrapper = await lookUp('MSCU6639870', inferContainer())
      fake.answer('lookup.track', {
        ...tracking('failed'),
        attributes: { ...tracking('failed').attributes, failed_reason: 'duplicate' }
      })
      await wrapper.get('[data-test="track"]').trigger('click')
      await flushPromises()
      expect(wrapper.get('[data-test="tracking-status"]').text()).toBe(
        'Tracking failed: this number is already being tracked in your account'
      )
    })
  })

  describe('rate limit', () => {
    it('counts down and re-enables the button when the wait is over', async () => {
      vi.useFakeTimers()
      fake.fail('lookup.infer', { kind: 'rate_limited', message: 'Too many lookups.', detail: '2' })
      const wrapper = await lookUp('MSCU6639870')
      expect(wrapper.get('[data-test="countdown"]').text()).toContain('2 seconds')
      expect(wrapper.get('[data-test="lookup-submit"]').attributes('disabled')).toBeDefined()
      await vi.advanceTimersByTimeAsync(1000)
      expect(wrapper.get('[data-test="countdown"]').text()).toContain('1 second.')
      await vi.advanceTimersByTimeAsync(1000)
      expect(wrapper.find('[data-test="countdown"]').exists()).toBe(false)
      expect(wrapper.get('[data-test="lookup-submit"]').attributes('disabled')).toBeUndefined()
    })
  })
})
