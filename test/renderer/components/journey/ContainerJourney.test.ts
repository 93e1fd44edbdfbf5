import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { ContainerJourney } from '@shared/views'
import type { Locale } from '@shared/i18n/locales'
import type { IntakeError } from '@shared/intake'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail, shipmentView, tracking } from '../../samples'
import { boxView, daysFromNow, journeySample } from '../../journeySamples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import LookupView from '@renderer/views/LookupView.vue'
import { createAppI18n } from '@renderer/i18n'
import { useDetailStore } from '@renderer/stores/detail'
import { useLookupStore } from '@renderer/stores/lookup'

describe('components/journey/ContainerJourney', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })

  /** The document detail with one linked container, its journey opened by the clerk. */
  async function opened(journey: ContainerJourney, locale?: Locale, failure?: IntakeError) {
    const detail = invoiceDetail()
    detail.shipments = [shipmentView()]
    detail.containers = [{ ...journey.container, shipmentId: detail.shipments[0].id }]
    fake.answer('document.detail', detail)
    fake.answer('container.journey', journey)
    if (failure) fake.fail('container.journey', failure)
    await useDetailStore().open(detail.item.id)
    const wrapper = mount(DocumentDetail, {
      global: { plugins: locale ? [createAppI18n(locale)] : [] }
    })
    await flushPromises()
    await wrapper.get('[data-test="journey-toggle"]').trigger('click')
    await flushPromises()
    return wrapper
  }

  it('says why the journey is missing in the window’s language, main’s words in the tooltip', async () => {
    const failing = (locale?: Locale) =>
      opened(journeySample(), locale, { kind: 'network', message: 'connect ECONNREFUSED' })
    const english = (await failing()).get('[data-test="journey-error"]')
    expect(english.text()).toBe('The service could not be reached.')
    expect(english.attributes('title')).toBe('connect ECONNREFUSED')
    setActivePinia(createPinia())
    const german = await failing('de')
    expect(german.get('[data-test="journey-error"]').text()).toBe(
      'Der Dienst ist nicht erreichbar.'
    )
    setActivePinia(createPinia())
    const chinese = await failing('zh-CN')
    expect(chinese.get('[data-test="journey-error"]').text()).toBe('无法连接到服务。')
  })

  it('opens from a linked container in the document detail, and closes again', async () => {
    const wrapper = await opened(journeySample())
    expect(fake.calls.at(-1)).toEqual({
      name: 'container.journey',
      input: { containerId: 'c-msku' }
    })
    expect(wrapper.get('[data-test="journey"]').text()).toContain('Journey of MSKU1234565')
    await wrapper.get('[data-test="journey-toggle"]').trigger('click')
    expect(wrapper.find('[data-test="journey"]').exists()).toBe(false)
  })

  it('lists the events with local times in each place’s time zone', async () => {
    const wrapper = await opened(journeySample())
    const events = wrapper.findAll('[data-test="journey-event"]')
    expect(events.map((e) => e.get('strong').text())).toEqual([
      'Loaded on vessel',
      'Expected arrival'
    ])
    const times = wrapper.findAll('[data-test="journey-time"]').map((t) => t.text())
    // 16:00 UTC is midnight in Shanghai (UTC+8) and 08:30 in Los Angeles (PDT, UTC-7)
    expect(times[0]).toMatch(/Mar 2, 2026.*12:00.*AM.*GMT\+8/)
    expect(times[1]).toMatch(/Mar 20, 2026.*08:30.*AM.*PDT/)
    expect(events[0].text()).toContain('MAERSK KENSINGTON · voyage 446E')
    expect(events[1].classes()).toContain('estimated')
  })

  it.each([
    [-0.5, 'past', /Past: demurrage is running/],
    [1.5, 'near', /Within 2 days/],
    [6, 'later', /^((?!Past|Within).)*$/]
  ])('marks a last free day %s days away as %s', async (days, state, note) => {
    const container = boxView({ pickup_lfd: daysFromNow(days) })
    const wrapper = await opened(journeySample({ container }))
    const lfd = wrapper.get('[data-test="last-free-day"]')
    expect(lfd.attributes('data-state')).toBe(state)
    expect(lfd.element.parentElement?.textContent ?? '').toMatch(note)
  })

  it('does not flag the last free day of a box already picked up', async () => {
    const container = boxView({ pickup_lfd: daysFromNow(-3), pod_full_out_at: daysFromNow(-4) })
    const wrapper = await opened(journeySample({ container }))
    expect(wrapper.get('[data-test="last-free-day"]').attributes('data-state')).toBe('picked_up')
  })

  it('shows holds and fees at the terminal', async () => {
    const container = boxView({
      holds_at_pod_terminal: [
        { name: 'customs', status: 'hold', description: 'CBP exam hold' },
        { name: 'freight', status: 'pending', description: '' }
      ],
      fees_at_pod_terminal: [
        { type: 'demurrage', amount: 375, currency_code: 'USD' },
        { type: 'extended_dwell_time', amount: 140, currency_code: 'USD' }
      ]
    })
    const wrapper = await opened(journeySample({ container }))
    expect(wrapper.get('[data-test="holds"]').text()).toMatch(
      /Customs \(on hold\): CBP exam hold\s*Freight \(pending\)/
    )
    const fees = wrapper.get('[data-test="fees"]').text()
    expect(fees).toContain('Demurrage $375.00')
    expect(fees).toContain('Extended dwell time $140.00')
    expect(wrapper.get('[data-test="terminal-status"]').text()).toContain('FIRMS W185')
  })

  it('draws the route with its ports and vessel', async () => {
    const wrapper = await opened(journeySample())
    const map = wrapper.get('[data-test="route-map"]')
    expect(map.get('svg').attributes('aria-label')).toBe('Route of MSKU1234565')
    expect(map.findAll('[data-test="map-port"]').map((p) => p.text())).toEqual([
      'POL Shanghai',
      'POD Los Angeles'
    ])
    expect(map.findAll('path[data-kind]').map((p) => p.attributes('data-kind'))).toEqual([
      'ahead',
      'sailed'
    ])
    expect(map.find('[data-test="map-vessel"]').exists()).toBe(true)
  })

  it('says "no route data" for an empty collection', async () => {
    const empty = await opened(
      journeySample({ route: { type: 'FeatureCollection', features: [] }, events: [] })
    )
    expect(empty.get('[data-test="no-route"]').text()).toMatch(/No route data yet/)
    expect(empty.find('svg').exists()).toBe(false)
    expect(empty.get('[data-test="no-events"]').text()).toMatch(/Nothing has happened/)
  })

  it('says why there is no map when the service offers none', async () => {
    const none = await opened(journeySample({ route: null, routeNotice: 'not_offered' }))
    expect(none.get('[data-test="no-route"]').text()).toBe(
      'Route maps are a paid feature of the service that this account does not have.'
    )
  })

  it('reads in German, each time in its place’s time zone', async () => {
    const container = boxView({
      fees_at_pod_terminal: [{ type: 'demurrage', amount: 375, currency_code: 'USD' }]
    })
    const wrapper = await opened(journeySample({ container }), 'de')
    expect(wrapper.get('[data-test="journey-toggle"]').text()).toBe(
      'Reiseverlauf ausblenden MSKU1234565'
    )
    expect(wrapper.get('[data-test="journey"] h4').text()).toBe('Reiseverlauf von MSKU1234565')
    const events = wrapper.findAll('[data-test="journey-event"]')
    expect(events.map((e) => e.get('strong').text())).toEqual([
      'Auf Schiff verladen',
      'Erwartete Ankunft'
    ])
    const times = wrapper.findAll('[data-test="journey-time"]').map((t) => t.text())
    // 16:00 UTC is midnight in Shanghai (UTC+8); 15:30 UTC is 08:30 in Los Angeles (UTC-7)
    expect(times).toEqual(['2. März 2026, 00:00 GMT+8', '20. März 2026, 08:30 GMT-7'])
    expect(events[0].text()).toContain('MAERSK KENSINGTON · Reise 446E')
    expect(wrapper.get('[data-test="fees"]').text()).toBe('Demurrage 375,00\u00a0$')
    expect(wrapper.get('[data-test="route-map"] svg').attributes('aria-label')).toBe(
      'Route von MSKU1234565'
    )
  })

  it('opens from a container of a shipment tracked in the lookup', async () => {
    const view = tracking('created', true)
    view.containers = [{ ...boxView(), shipmentId: view.shipment!.id }]
    fake.answer('lookup.infer', {
      number_type: 'booking',
      validation: { is_valid: null, type: 'shipment', parsed_number: null, reason: null },
      shipping_line: {
        decision: 'auto_select',
        selected: { scac: 'MAEU', name: 'Maersk', confidence: 1 },
        candidates: [{ scac: 'MAEU', name: 'Maersk', confidence: 1 }]
      }
    })
    fake.answer('lookup.track', view)
    fake.answer('container.journey', journeySample())
    const wrapper = mount(LookupView)
    const lookup = useLookupStore()
    lookup.number = '246813579'
    await lookup.infer()
    await lookup.track()
    await flushPromises()
    const box = wrapper.get('[data-test="tracked-container"]')
    expect(box.text()).toContain('MSKU1234565')
    await box.get('[data-test="journey-toggle"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-test="journey"]').text()).toContain('Loaded on vessel')
    lookup.clear()
  })
})
