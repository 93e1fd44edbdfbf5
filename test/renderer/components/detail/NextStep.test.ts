import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { DocumentDetail as Detail } from '@shared/views'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { applyLanguage, windowI18n } from '@renderer/i18n'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'

/**
 * The detail leads with the document's outcome and its one next step: the first button after
 * the title, chosen by the outcome, doing that step; every other action is in More actions.
 */
describe('the next step at the top of the detail', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })
  enableAutoUnmount(afterEach)
  afterEach(() => applyLanguage(windowI18n(), 'en'))

  async function shown(detail: Detail) {
    fake.answer('intake.list', [detail.item])
    fake.answer('document.detail', detail)
    await useDocumentsStore().load()
    await useDetailStore().open(detail.item.id)
    const wrapper = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }
  const calls = (name: string) => fake.calls.filter((c) => c.name === name).map((c) => c.input)

  /** The first control Tab reaches from the focused title, in the page's order. */
  function afterTitle(): HTMLElement | null {
    const title = document.getElementById('detail-title')!
    expect(document.activeElement).toBe(title)
    const all = [
      ...document.querySelectorAll<HTMLElement>('[data-test="detail"] button, [tabindex="0"]')
    ]
    return (
      all.find((e) => title.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING) ?? null
    )
  }

  function unlinked(): Detail {
    const d = invoiceDetail()
    d.item = {
      ...d.item,
      shipmentNumbers: [],
      containerNumbers: [],
      extracted: { invoice_number: 'INV-2026-0415', bill_of_lading_number: 'COSU6123456780' }
    }
    d.shipments = []
    return d
  }

  it('tracks the number of a document on no shipment, right after the title', async () => {
    fake.answer('document.trackNumber', { step: 'invalid', number: 'COSU6123456780', reason: null })
    const w = await shown(unlinked())
    const next = w.get('[data-test="next-step"]')
    expect(afterTitle()).toBe(next.element)
    expect(next.text()).toBe('Track this number')
    expect(next.classes()).toContain('btn-primary')
    expect(w.get('[data-test="next-step-area"]').text()).toContain('No shipment')
    await next.trigger('click')
    await flushPromises()
    expect(calls('document.trackNumber')).toEqual([
      { itemId: expect.any(String), number: 'COSU6123456780' }
    ])
  })

  it('with several numbers, hands the focus to the first one’s own Track button', async () => {
    const d = unlinked()
    d.item.manual = { booking_number: '177NGBLGB9902' }
    const w = await shown(d)
    await w.get('[data-test="next-step"]').trigger('click')
    expect(document.activeElement).toBe(w.findAll('[data-test="track-number"]')[0]!.element)
    expect(calls('document.trackNumber')).toEqual([])
  })

  function failedRead(keyedSchema: string | null): Detail {
    const d = invoiceDetail()
    d.item = { ...d.item, state: 'extraction_failed', shipmentNumbers: [], containerNumbers: [] }
    d.item.extracted = null
    d.representation = null
    d.shipments = []
    d.keyedSchema = keyedSchema
    return d
  }

  it('asks for the data the service could not read, and opens its first field', async () => {
    const w = await shown(failedRead('commercial_invoice@2026-03-23'))
    const next = w.get('[data-test="next-step"]')
    expect(afterTitle()).toBe(next.element)
    expect(next.text()).toBe('Enter the data')
    await next.trigger('click')
    await flushPromises()
    expect(document.activeElement).toBe(w.get('[data-test="input-invoice_number"]').element)
  })

  it('says why the data cannot be entered while its type has no form', async () => {
    const w = await shown(failedRead(null))
    const next = w.get('[data-test="next-step"]')
    expect(next.attributes('aria-disabled')).toBe('true')
    const why = document.getElementById(next.attributes('aria-describedby')!)
    expect(why?.textContent?.trim()).toBe(
      'Its type has no form to enter data into yet: correct the type first.'
    )
  })

  it('retries a failed file, and leaves Retry out of More actions', async () => {
    const d = invoiceDetail()
    d.item = { ...d.item, state: 'failed' }
    const w = await shown(d)
    const next = w.get('[data-test="next-step"]')
    expect(afterTitle()).toBe(next.element)
    expect(next.text()).toBe('Retry')
    expect(w.find('[data-test="more-actions-menu"] [data-test="retry"]').exists()).toBe(false)
    fake.answer('intake.retry', { count: 1 })
    await next.trigger('click')
    await flushPromises()
    expect(calls('intake.retry')).toEqual([{ ids: [d.item.id] }])
  })

  it('compares a possible duplicate', async () => {
    const d = invoiceDetail()
    d.item = { ...d.item, possibleDuplicateOf: { id: 'gone', name: 'invoice-first.pdf' } }
    const w = await shown(d)
    const next = w.get('[data-test="next-step"]')
    expect(afterTitle()).toBe(next.element)
    expect(next.text()).toBe('Compare')
  })

  it('offers no next step for a linked document: More actions follows the title', async () => {
    const w = await shown(invoiceDetail())
    expect(w.find('[data-test="next-step"]').exists()).toBe(false)
    expect(afterTitle()).toBe(w.get('[data-test="more-actions"]').element)
    expect(w.get('[data-test="next-step-area"]').text()).toContain('Linked')
  })

  it('says the step in German and Chinese', async () => {
    const d = invoiceDetail()
    d.item = { ...d.item, state: 'failed' }
    applyLanguage(windowI18n(), 'de')
    let w = await shown(d)
    expect(w.get('[data-test="next-step"]').text()).toBe('Erneut versuchen')
    expect(w.get('[data-test="more-actions"]').text()).toBe('Weitere Aktionen')
    w.unmount()
    applyLanguage(windowI18n(), 'zh-CN')
    w = await shown(d)
    expect(w.get('[data-test="more-actions"]').text()).toBe('更多操作')
  })
})
