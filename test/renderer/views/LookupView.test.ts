import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { InferAttributes } from '@shared/service'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { BOOKING, INVALID_CONTAINER, inferContainer, tracking } from '../samples'
import LookupView from '@renderer/views/LookupView.vue'
import { applyLanguage, windowI18n } from '@renderer/i18n'

describe('views/LookupView', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    // As main answers for a connection whose service lists no lines.
    fake.answer('lookup.shippingLines', [])
    globalThis.localStorage.clear()
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
      expect(wrapper.get('[data-test="reason"]').text()).toBe('The check digit is wrong.')
      expect(wrapper.get('[data-test="decision"]').text()).toBe('Carrier unknown')
      expect(wrapper.get('[data-test="track"]').attributes('disabled')).toBeDefined()
    })

    it('says why a number is not valid in German and Chinese, the service’s words as tooltip', async () => {
      applyLanguage(windowI18n(), 'de')
      const wrapper = await lookUp('MSCU6639871', INVALID_CONTAINER)
      expect(wrapper.get('[data-test="reason"]').text()).toBe('Die Prüfziffer ist falsch.')
      expect(wrapper.get('[data-test="reason"]').attributes('title')).toBe('Invalid check digit')
      applyLanguage(windowI18n(), 'zh-CN')
      await flushPromises()
      expect(wrapper.get('[data-test="reason"]').text()).toBe('校验位错误。')
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

  describe('a carrier the service cannot infer', () => {
    const LINES = [
      { scac: 'CMDU', name: 'CMA CGM' },
      { scac: 'HLCU', name: 'Hapag-Lloyd' },
      { scac: 'MAEU', name: 'Maersk' },
      { scac: 'ONEY', name: 'Ocean Network Express' }
    ]
    const UNSURE: InferAttributes = {
      number_type: 'booking',
      validation: { is_valid: null, type: 'shipment', parsed_number: null, reason: null },
      shipping_line: { decision: 'no_prediction', selected: null, candidates: [] }
    }

    it('offers every line of the service, searchable and chosen by keyboard alone', async () => {
      fake.answer('lookup.shippingLines', LINES)
      const wrapper = await lookUp('177NGBLGB0312', UNSURE)
      expect(fake.calls).toContainEqual({
        name: 'lookup.shippingLines',
        input: { numberType: 'booking' }
      })
      expect(wrapper.get('[data-test="track"]').attributes('disabled')).toBeDefined()
      const search = wrapper.get('[data-test="carrier-search"]')
      expect(search.attributes('role')).toBe('combobox')
      expect(wrapper.get('label[for="' + search.attributes('id') + '"]').text()).toBe(
        'Choose the carrier from all carriers'
      )
      await search.setValue('hap')
      const options = wrapper.findAll('[data-test="carrier-option"]')
      expect(options.map((o) => o.text())).toEqual(['Hapag-Lloyd HLCU'])
      expect(search.attributes('aria-activedescendant')).toBe(options[0].attributes('id'))
      await search.setValue('on')
      expect(wrapper.findAll('[data-test="carrier-option"]').map((o) => o.text())).toEqual([
        'Ocean Network Express ONEY'
      ])
      await search.setValue('')
      await search.trigger('keydown', { key: 'ArrowDown' })
      await search.trigger('keydown', { key: 'ArrowDown' })
      expect(search.attributes('aria-activedescendant')).toBe(
        wrapper.findAll('[data-test="carrier-option"]')[2].attributes('id')
      )
      await search.trigger('keydown', { key: 'Enter' })
      expect(wrapper.get('[data-test="carrier-chosen"]').text()).toBe('Chosen: Maersk (MAEU)')
      expect(wrapper.get('[data-test="track"]').attributes('disabled')).toBeUndefined()
      fake.answer('lookup.track', tracking('pending'))
      await wrapper.get('[data-test="track"]').trigger('click')
      await flushPromises()
      expect(fake.calls.find((c) => c.name === 'lookup.track')?.input).toMatchObject({
        number: '177NGBLGB0312',
        numberType: 'booking',
        scac: 'MAEU'
      })
    })

    it('offers the carrier chosen before for the same prefix, applied only when pressed', async () => {
      fake.answer('lookup.shippingLines', LINES)
      const first = await lookUp('177NGBLGB0312', UNSURE)
      expect(first.find('[data-test="carrier-remembered"]').exists()).toBe(false)
      const search = first.get('[data-test="carrier-search"]')
      await search.setValue('maersk')
      await search.trigger('keydown', { key: 'Enter' })
      fake.answer('lookup.track', tracking('pending'))
      await first.get('[data-test="track"]').trigger('click')
      await flushPromises()
      first.unmount()

      // A fresh window (a new start): the choice was kept on this computer.
      setActivePinia(createPinia())
      const next = await lookUp('177NHKGLA0999', UNSURE)
      const offer = next.get('[data-test="carrier-remembered"]')
      expect(offer.text()).toContain(
        'Last time you chose Maersk (MAEU) for numbers starting “177N”.'
      )
      // Offered, not applied: nothing is chosen and Track waits for the clerk.
      expect(next.find('[data-test="carrier-chosen"]').exists()).toBe(false)
      expect(next.get('[data-test="track"]').attributes('disabled')).toBeDefined()
      await next.get('[data-test="carrier-use-remembered"]').trigger('click')
      expect(next.get('[data-test="carrier-chosen"]').text()).toBe('Chosen: Maersk (MAEU)')
      expect(next.find('[data-test="carrier-remembered"]').exists()).toBe(false)

      // Another prefix has no suggestion; in German the offer is worded for the clerk.
      next.unmount()
      const other = await lookUp('BKG88112233', UNSURE)
      expect(other.find('[data-test="carrier-remembered"]').exists()).toBe(false)
      other.unmount()
      applyLanguage(windowI18n(), 'de')
      const de = await lookUp('177NZZZZ0001', UNSURE)
      expect(de.get('[data-test="carrier-remembered"]').text()).toContain(
        'Zuletzt haben Sie für Nummern, die mit „177N“ beginnen, Maersk (MAEU) gewählt.'
      )
      expect(de.get('[data-test="carrier-use-remembered"]').text()).toBe('Maersk verwenden')
    })

    it('words the list in German and says when nothing matches', async () => {
      applyLanguage(windowI18n(), 'de')
      fake.answer('lookup.shippingLines', LINES)
      const wrapper = await lookUp('177NGBLGB0312', UNSURE)
      expect(wrapper.get('[data-test="decision"]').text()).toBe('Reederei unbekannt')
      const search = wrapper.get('[data-test="carrier-search"]')
      expect(search.attributes('placeholder')).toBe('Nach Name oder SCAC suchen')
      await search.setValue('xyz')
      expect(wrapper.findAll('[data-test="carrier-option"]')).toHaveLength(0)
      expect(wrapper.text()).toContain('Keine Reederei passt zu „xyz“.')
      await search.setValue('cma')
      await search.trigger('keydown', { key: 'Enter' })
      expect(wrapper.get('[data-test="carrier-chosen"]').text()).toBe('Gewählt: CMA CGM (CMDU)')
    })
  })

  describe('a number already tracked', () => {
    it('says so, not as a failure, and opens the shipment that tracks it (en, de)', async () => {
      const wrapper = await lookUp('MSCU6639870', inferContainer())
      const dup = tracking('failed', true)
      fake.answer('lookup.track', {
        ...dup,
        attributes: { ...dup.attributes, failed_reason: 'duplicate' }
      })
      await wrapper.get('[data-test="track"]').trigger('click')
      await flushPromises()
      expect(wrapper.find('[data-test="tracking-status"]').exists()).toBe(false)
      const said = wrapper.get('[data-test="already-tracked"]')
      expect(said.classes()).not.toContain('alert-bad')
      expect(said.text()).toContain('Already tracked: this number is shipment MAEU241234567.')
      fake.answer('document.openInWebApp', undefined)
      await wrapper.get('[data-test="open-existing-shipment"]').trigger('click')
      await flushPromises()
      expect(fake.calls.at(-1)).toMatchObject({
        name: 'document.openInWebApp',
        input: { query: 'MAEU241234567' }
      })
      applyLanguage(windowI18n(), 'de')
      await flushPromises()
      expect(wrapper.get('[data-test="already-tracked"]').text()).toContain(
        'Bereits verfolgt: Diese Nummer gehört zur Sendung MAEU241234567.'
      )
      expect(wrapper.get('[data-test="open-existing-shipment"]').text()).toBe('Sendung öffnen ↗')
    })
  })

  describe('a created shipment the service did not give', () => {
    it('says so in the window language instead of showing nothing', async () => {
      const wrapper = await lookUp('MSCU6639870', inferContainer())
      fake.answer('lookup.track', {
        ...tracking('created'),
        shipmentUnavailable: { kind: 'network', message: 'connect ECONNREFUSED 10.0.0.7:443' }
      })
      await wrapper.get('[data-test="track"]').trigger('click')
      await flushPromises()
      expect(wrapper.get('[data-test="tracking-shipment-gap"]').text()).toBe(
        'The shipment this request created could not be loaded. The service could not be reached.'
      )
      // Main's own sentence stays beside the words, for whoever looks into it.
      expect(wrapper.get('[data-test="tracking-shipment-gap"]').attributes('title')).toBe(
        'connect ECONNREFUSED 10.0.0.7:443'
      )
      applyLanguage(windowI18n(), 'de')
      await flushPromises()
      expect(wrapper.get('[data-test="tracking-shipment-gap"]').text()).toBe(
        'Die Sendung, die diese Anfrage angelegt hat, konnte nicht geladen werden. Der Dienst ist nicht erreichbar.'
      )
    })

    it('shows no such line when the shipment arrived', async () => {
      const wrapper = await lookUp('MSCU6639870', inferContainer())
      fake.answer('lookup.track', tracking('created', true))
      await wrapper.get('[data-test="track"]').trigger('click')
      await flushPromises()
      expect(wrapper.find('[data-test="tracking-shipment-gap"]').exists()).toBe(false)
    })
  })

  describe('web app', () => {
    it('says so, in the window language, when the tracked shipment cannot be opened', async () => {
      const wrapper = await lookUp('MSCU6639870', inferContainer())
      fake.answer('lookup.track', tracking('created', true))
      await wrapper.get('[data-test="track"]').trigger('click')
      await flushPromises()
      fake.fail('document.openInWebApp', {
        kind: 'forbidden',
        message: 'The web app address is not on the service origin.'
      })
      await wrapper.get('[data-test="open-in-web-app"]').trigger('click')
      await flushPromises()
      const error = wrapper.get('[data-test="web-app-error"]')
      expect(error.text()).toBe(
        'The web app could not be opened: Its address is not on the service’s own site, so Dropdock does not open it.'
      )
      expect(error.attributes('title')).toBe('The web app address is not on the service origin.')
      applyLanguage(windowI18n(), 'de')
      await flushPromises()
      expect(wrapper.get('[data-test="web-app-error"]').text()).toBe(
        'Die Web-App konnte nicht geöffnet werden: Ihre Adresse liegt nicht auf der Website des Dienstes, daher öffnet Dropdock sie nicht.'
      )
      applyLanguage(windowI18n(), 'zh-CN')
      await flushPromises()
      expect(wrapper.get('[data-test="web-app-error"]').text()).toBe(
        '无法打开网页版：其地址不在服务自己的网站上，因此 Dropdock 不会打开它。'
      )
    })
  })

  describe('a lookup main refuses', () => {
    const refused = {
      kind: 'validation' as const,
      message: 'number: must be 4 to 40 letters or digits'
    }

    it('says in English what to do, main’s sentence only in the tooltip', async () => {
      fake.fail('lookup.infer', refused)
      const error = (await lookUp('MSCU/6639870')).get('[data-test="lookup-error"]')
      expect(error.text()).toBe('The service did not accept this number. Check it and try again.')
      expect(error.attributes('title')).toBe(refused.message)
    })

    it('says it in German and in Chinese', async () => {
      fake.fail('lookup.infer', refused)
      applyLanguage(windowI18n(), 'de')
      const wrapper = await lookUp('MSCU/6639870')
      expect(wrapper.get('[data-test="lookup-error"]').text()).toBe(
        'Der Dienst hat diese Nummer nicht angenommen. Prüfen Sie sie und versuchen Sie es erneut.'
      )
      applyLanguage(windowI18n(), 'zh-CN')
      await flushPromises()
      expect(wrapper.get('[data-test="lookup-error"]').text()).toBe(
        '服务不接受此编号。请检查后重试。'
      )
      expect(wrapper.text()).not.toContain(refused.message)
    })

    it('asks for a number in the window’s language, following a switch', async () => {
      applyLanguage(windowI18n(), 'de')
      const wrapper = await lookUp('  ')
      const error = wrapper.get('[data-test="lookup-error"]')
      expect(error.text()).toBe(windowI18n().global.t('lookup.numberMissing'))
      applyLanguage(windowI18n(), 'zh-CN')
      await flushPromises()
      expect(wrapper.get('[data-test="lookup-error"]').text()).toBe(
        windowI18n().global.t('lookup.numberMissing')
      )
      expect(wrapper.get('[data-test="lookup-error"]').text()).toMatch(/[\u4e00-\u9fff]/)
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

  describe('in Chinese', () => {
    beforeEach(() => {
      applyLanguage(windowI18n(), 'zh-CN')
    })

    it('shows the form, the result and the candidates in Chinese, percentages included', async () => {
      const wrapper = await lookUp('MAEU123456', BOOKING)
      expect(wrapper.get('h2').text()).toBe('查询')
      expect(wrapper.get('label[for="lookup-number"]').text()).toBe('集装箱号、提单号或订舱号')
      expect(wrapper.get('[data-test="lookup-submit"]').text()).toBe('查询')
      expect(wrapper.get('[data-test="number-type"]').text()).toBe('订舱号')
      expect(wrapper.get('[data-test="validity"]').text()).toBe('无法校验')
      expect(wrapper.get('[data-test="decision"]').text()).toBe('可能是 Maersk，请确认')
      const hapag = wrapper.findAll('[data-test="candidate"]')[1]
      expect(hapag.text()).toContain('31%')
      expect(hapag.get('[role="meter"]').attributes('aria-label')).toBe('Hapag-Lloyd 的置信度')
      expect(wrapper.get('[data-test="track"]').text()).toBe('跟踪')
      expect(wrapper.text()).not.toMatch(/Carrier|Look up|Number type/)
    })

    it('says why tracking failed and counts a rate limit down in Chinese', async () => {
      const wrapper = await lookUp('MSCU6639870', inferContainer())
      fake.answer('lookup.track', {
        ...tracking('failed'),
        attributes: { ...tracking('failed').attributes, failed_reason: 'not_found' }
      })
      await wrapper.get('[data-test="track"]').trigger('click')
      await flushPromises()
      expect(wrapper.get('[data-test="tracking-status"]').text()).toBe(
        '跟踪失败：承运人不认识此号码'
      )

      vi.useFakeTimers()
      fake.fail('lookup.infer', { kind: 'rate_limited', message: '请求过多。', detail: '5' })
      await wrapper.get('[data-test="lookup-form"]').trigger('submit')
      await flushPromises()
      expect(wrapper.get('[data-test="countdown"]').text()).toBe(
        '短时间内查询次数过多。5 秒后可再次查询。'
      )
    })

    it('asks for a number in Chinese when the box is empty', async () => {
      const wrapper = mount(LookupView)
      await wrapper.get('[data-test="lookup-form"]').trigger('submit')
      expect(wrapper.get('[data-test="lookup-error"]').text()).toBe(
        '请输入或粘贴集装箱号、提单号或订舱号。'
      )
    })
  })
})
