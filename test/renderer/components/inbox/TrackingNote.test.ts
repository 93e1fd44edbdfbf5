import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem } from '@shared/intake'
import type { DocumentDetail } from '@shared/views'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { invoiceDetail } from '../../samples'
import InboxRow from '@renderer/components/inbox/InboxRow.vue'
import LinkedShipments from '@renderer/components/detail/LinkedShipments.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { applyLanguage, windowI18n } from '@renderer/i18n'
import { formatWhen } from '@renderer/lib/format'

const BL = 'MAEU241234567'
const SINCE = new Date().toISOString()

/** A B/L read, on no shipment, whose number "Track this number" left waiting or failed. */
function unlinked(over: Partial<IntakeItem>): IntakeItem {
  return makeItem({
    id: 'bl',
    name: 'bl-scan.pdf',
    state: 'extracted',
    documentId: 'doc-1',
    extracted: { bill_of_lading_number: BL },
    ...over
  })
}
const pending = { trackingPending: { number: BL, since: SINCE } }
const failed = { trackingFailed: { number: BL, reason: 'not_found', at: SINCE } }

describe('a number tracked later, in the row and the detail', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  const row = (item: IntakeItem) =>
    mount(InboxRow, { props: { item, selected: false, open: false, typeLabel: null } })
  const sentence = (item: IntakeItem) => row(item).get('[data-test="row-sentence"]')

  it('says on the row since when the number waits, and that it relinks by itself', () => {
    const at = formatWhen(SINCE, 'en')
    const line = sentence(unlinked(pending))
    expect(line.text()).toBe(`B/L ${BL} · Tracking ${BL} since ${at} — relinks when tracked`)
    expect(line.classes()).not.toContain('bad')
  })

  it('says on the row why tracking failed, in the clerk’s language', () => {
    const line = sentence(unlinked(failed))
    expect(line.text()).toBe(
      `B/L ${BL} · Tracking ${BL} failed: the carrier does not know this number`
    )
    expect(line.classes()).toContain('bad')
    applyLanguage(windowI18n(), 'de')
    expect(sentence(unlinked(failed)).text()).toBe(
      `B/L ${BL} · Verfolgung von ${BL} fehlgeschlagen: die Reederei kennt diese Nummer nicht`
    )
  })

  it('drops an old failure once the document is on a shipment', () => {
    const line = sentence(unlinked({ ...failed, shipmentNumbers: ['MAEU999'] }))
    expect(line.text()).not.toContain('failed')
  })

  async function detailOf(item: IntakeItem) {
    const d: DocumentDetail = invoiceDetail()
    d.item = item
    d.shipments = []
    d.containers = []
    fake.answer('document.detail', d)
    await useDetailStore().open(item.id)
    const wrapper = mount(LinkedShipments, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }

  it('shows the waiting request and then its failure in the detail', async () => {
    const wrapper = await detailOf(unlinked(pending))
    const note = () => wrapper.get('[data-test="tracking-note"]')
    expect(note().text()).toBe(
      `Tracking ${BL} since ${formatWhen(SINCE, 'en')} — relinks when tracked`
    )
    expect(note().classes()).toContain('alert-info')
    fake.emit('intake.items', [unlinked({ trackingPending: null, ...failed })])
    await flushPromises()
    expect(note().text()).toBe(`Tracking ${BL} failed: the carrier does not know this number`)
    expect(note().classes()).toContain('alert-bad')
    applyLanguage(windowI18n(), 'zh-CN')
    await flushPromises()
    expect(note().text()).toMatch(new RegExp(`^跟踪 ${BL} 失败：`))
    wrapper.unmount()
  })

  it('says a request the service stopped was stopped', async () => {
    const stopped = { trackingFailed: { number: BL, reason: 'tracking_stopped', at: SINCE } }
    const wrapper = await detailOf(unlinked(stopped))
    expect(wrapper.get('[data-test="tracking-note"]').text()).toBe(
      `Tracking ${BL} failed: the service stopped tracking it`
    )
    wrapper.unmount()
  })
})
