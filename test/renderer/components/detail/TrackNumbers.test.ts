import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { TrackNumberResult } from '@shared/trackNumber'
import type { DocumentDetail } from '@shared/views'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { BOOKING, invoiceDetail } from '../../samples'
import LinkedShipments from '@renderer/components/detail/LinkedShipments.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { applyLanguage, windowI18n } from '@renderer/i18n'

const BL = 'COSU6123456780'
const BOOKING_NO = '177NGBLGB9902'
const LINES = [
  { scac: 'HLCU', name: 'Hapag-Lloyd' },
  { scac: 'MAEU', name: 'Maersk' },
  { scac: 'MSCU', name: 'Mediterranean Shipping Company' }
]

/** The fixture invoice, read but linked to nothing: its B/L and booking no shipment has. */
function unlinkedDetail(): DocumentDetail {
  const d = invoiceDetail()
  d.item = {
    ...d.item,
    shipmentNumbers: [],
    containerNumbers: [],
    extracted: { invoice_number: 'INV-2026-0415', bill_of_lading_number: BL },
    manual: { booking_number: BOOKING_NO }
  }
  d.shipments = []
  return d
}

const tracked = (over: Partial<Extract<TrackNumberResult, { step: 'tracked' }>> = {}) =>
  ({
    step: 'tracked',
    number: BL,
    request: { id: 'tr-1', status: 'created', failedReason: null },
    alreadyTracked: false,
    link: { shipmentNumbers: [BL], containerNumbers: [], unseen: false },
    relinkError: null,
    ...over
  }) satisfies TrackNumberResult

describe('components/detail/TrackNumbers', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  async function mounted(detail: DocumentDetail = unlinkedDetail()) {
    fake.answer('document.detail', detail)
    await useDetailStore().open(detail.item.id)
    const wrapper = mount(LinkedShipments, { attachTo: document.body })
    await flushPromises()
    return { wrapper, item: detail.item }
  }

  const trackCalls = () => fake.calls.filter((c) => c.name === 'document.trackNumber')

  it('offers to track each B/L and booking number, and shows the link main observed', async () => {
    const { wrapper, item } = await mounted()
    const buttons = wrapper.findAll('[data-test="track-number"]')
    expect(buttons.map((b) => b.text())).toEqual(['Track this number', 'Track this number'])
    expect(buttons.map((b) => b.attributes('aria-label'))).toEqual([
      `Track this number: ${BL}`,
      `Track this number: ${BOOKING_NO}`
    ])
    expect(wrapper.text()).toContain(`B/L ${BL}`)
    expect(wrapper.text()).toContain(`Booking ${BOOKING_NO}`)
    // The invoice number is not offered: the service tracks no invoice.
    expect(wrapper.text()).not.toContain('Invoice INV-2026-0415')

    let answer: (r: TrackNumberResult) => void = () => undefined
    fake.answer('document.trackNumber', () => new Promise((r) => (answer = r)) as never)
    await buttons[0].trigger('click')
    expect(trackCalls().map((c) => c.input)).toEqual([{ itemId: item.id, number: BL }])
    // Until main answers, nothing says linked or tracked.
    expect(wrapper.get('[data-test="track-busy"]').text()).toBe(
      `Asking the service to track ${BL}, then to link this document…`
    )
    expect(wrapper.find('[data-test="track-outcome"]').exists()).toBe(false)
    answer(tracked())
    await flushPromises()
    expect(wrapper.find('[data-test="track-busy"]').exists()).toBe(false)
    expect(wrapper.get('[data-test="track-outcome"] p').text()).toBe(`Linked to shipment ${BL}.`)
    // Once the item shows the link, its numbers are no longer offered; the outcome stays.
    fake.emit('intake.items', [{ ...item, shipmentNumbers: [BL] }])
    await flushPromises()
    expect(wrapper.find('[data-test="track-number"]').exists()).toBe(false)
    const open = wrapper.get('[data-test="open-shipment"]')
    expect(open.text()).toBe(`Open the shipment ${BL} ↗`)
    await open.trigger('click')
    await flushPromises()
    expect(fake.calls.find((c) => c.name === 'document.openInWebApp')?.input).toEqual({
      query: BL
    })
    wrapper.unmount()
  })

  it('says the relink showed no change instead of claiming a link', async () => {
    const { wrapper } = await mounted()
    fake.answer(
      'document.trackNumber',
      tracked({ link: { shipmentNumbers: [], containerNumbers: [], unseen: true } })
    )
    await wrapper.get('[data-test="track-number"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-test="track-outcome"] p').text()).toBe(
      `${BL} is tracked, but after the relink the service still shows this document unchanged. Press Relink in a moment.`
    )
    expect(wrapper.find('[data-test="open-shipment"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('says the relink is still under way when main stopped waiting for it', async () => {
    const { wrapper } = await mounted()
    fake.answer('document.trackNumber', tracked({ link: null }))
    await wrapper.get('[data-test="track-number"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-test="track-outcome"] p').text()).toBe(
      `${BL} is tracked and the relink was asked; the service has not finished linking yet. The shipment appears here when it has.`
    )
    expect(wrapper.find('[data-test="open-shipment"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('lets the clerk choose the carrier by keyboard, in German, before anything is tracked', async () => {
    applyLanguage(windowI18n(), 'de')
    const { wrapper, item } = await mounted()
    expect(wrapper.findAll('[data-test="track-number"]')[1].text()).toBe('Diese Nummer verfolgen')
    fake.answer('lookup.shippingLines', LINES)
    fake.answer('document.trackNumber', {
      step: 'choose_carrier',
      number: BOOKING_NO,
      inferred: {
        ...BOOKING,
        shipping_line: { decision: 'no_prediction', selected: null, candidates: [] }
      }
    })
    await wrapper.findAll('[data-test="track-number"]')[1].trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-test="track-choose"] p').text()).toBe(
      `Der Dienst ist nicht sicher, zu welcher Reederei ${BOOKING_NO} gehört. Wählen Sie eine und verfolgen Sie die Nummer dann.`
    )
    expect(fake.calls).toContainEqual({
      name: 'lookup.shippingLines',
      input: { numberType: 'booking' }
    })
    const go = wrapper.get('[data-test="track-with-carrier"]')
    expect(go.text()).toBe('Mit dieser Reederei verfolgen')
    // No carrier is taken for the clerk.
    expect(go.attributes('disabled')).toBeDefined()

    const search = wrapper.get('[data-test="carrier-search"]')
    expect(wrapper.get(`label[for="${search.attributes('id')}"]`).text()).toBe(
      'Wählen Sie die Reederei aus allen Reedereien'
    )
    // Focus went to the list when the service asked (opening it on its first line); one arrow
    // down is the second.
    expect(document.activeElement).toBe(search.element)
    await search.trigger('keydown', { key: 'ArrowDown' })
    await search.trigger('keydown', { key: 'Enter' })
    expect(wrapper.get('[data-test="carrier-chosen"]').text()).toBe('Gewählt: Maersk (MAEU)')
    expect(wrapper.get('[data-test="track-with-carrier"]').attributes('disabled')).toBeUndefined()

    fake.answer(
      'document.trackNumber',
      tracked({
        number: BOOKING_NO,
        alreadyTracked: true,
        request: { id: 'tr-2', status: 'failed', failedReason: 'duplicate' },
        link: { shipmentNumbers: ['MAEU241234567'], containerNumbers: [], unseen: false }
      })
    )
    await wrapper.get('[data-test="track-with-carrier"]').trigger('click')
    await flushPromises()
    expect(trackCalls().map((c) => c.input)).toEqual([
      { itemId: item.id, number: BOOKING_NO },
      { itemId: item.id, number: BOOKING_NO, scac: 'MAEU' }
    ])
    expect(wrapper.get('[data-test="track-outcome"] p').text()).toBe(
      `${BOOKING_NO} wurde bereits verfolgt; das Dokument ist jetzt mit Sendung MAEU241234567 verknüpft.`
    )
    expect(wrapper.get('[data-test="open-shipment"]').text()).toBe('Sendung MAEU241234567 öffnen ↗')
    wrapper.unmount()
  })

  it('words why tracking failed in German, the service’s reason translated', async () => {
    applyLanguage(windowI18n(), 'de')
    const { wrapper } = await mounted()
    fake.answer('document.trackNumber', {
      step: 'not_tracked',
      number: BL,
      request: { id: 'tr-3', status: 'failed', failedReason: 'not_found' },
      kept: false
    })
    await wrapper.get('[data-test="track-number"]').trigger('click')
    await flushPromises()
    expect(wrapper.get('[data-test="track-outcome"] p').text()).toBe(
      `Die Verfolgung von ${BL} ist fehlgeschlagen: die Reederei kennt diese Nummer nicht.`
    )
    expect(wrapper.find('[data-test="open-shipment"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('offers nothing for a document already linked to a shipment', async () => {
    const d = invoiceDetail()
    d.item = { ...d.item, extracted: { bill_of_lading_number: 'MAEU241234567' } }
    const { wrapper } = await mounted(d)
    expect(wrapper.find('[data-test="track-numbers"]').exists()).toBe(false)
    wrapper.unmount()
  })
})
