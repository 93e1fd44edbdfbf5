import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import type { DocumentDetail as Detail } from '@shared/views'
import type { DocumentSchemaAttributes } from '@shared/service'
import { REFERENCE_FIELDS, type ExtractedValues } from '@shared/corrections'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../../samples'
import { focusedName } from '../../focus'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import NoticeArea from '@renderer/components/shell/NoticeArea.vue'
import { applyLanguage, windowI18n } from '@renderer/i18n'
import { useDetailStore } from '@renderer/stores/detail'

/** The invoice's current schema, with its bill of lading: a reference number. */
const SCHEMA: DocumentSchemaAttributes = {
  ...INVOICE_SCHEMA,
  schema_payload: {
    ...INVOICE_SCHEMA.schema_payload,
    properties: {
      ...INVOICE_SCHEMA.schema_payload.properties,
      bill_of_lading_number: { type: 'string', title: 'Bill of lading number' }
    },
    propertyOrder: [...(INVOICE_SCHEMA.schema_payload.propertyOrder ?? []), 'bill_of_lading_number']
  }
}

const Window = defineComponent(() => () => h('div', [h(DocumentDetail), h(NoticeArea)]))

describe('entering the data of a document the service could not read', () => {
  let fake: FakeBridge
  /** The data keyed so far, as main keeps it. */
  let manual: ExtractedValues | null
  /** Whether main says a relink is due for the item. */
  let relinkDue: boolean
  let keyedSchema: string | null

  /** A scan whose extraction failed: no representation, the type known. */
  function detailNow(): Detail {
    const detail = invoiceDetail()
    detail.item.state = 'extraction_failed'
    detail.item.name = 'scan.pdf'
    detail.item.shipmentNumbers = []
    detail.item.containerNumbers = []
    detail.item.extracted = null
    detail.item.manual = manual
    detail.item.relinkDue = relinkDue
    detail.representation = null
    detail.shipments = []
    detail.keyedSchema = keyedSchema
    return detail
  }

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    manual = null
    relinkDue = false
    keyedSchema = 'commercial_invoice@2026-03-23'
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
    fake.answer('document.schema', SCHEMA)
    fake.answer('document.detail', () => detailNow())
    fake.answer('document.correct', (input: { fields: ExtractedValues }) => {
      const next: ExtractedValues = { ...manual, ...input.fields }
      manual = next
      const relinkAdvised = Object.keys(input.fields).some((k) => REFERENCE_FIELDS.includes(k))
      return { manual, relinkAdvised, conflicts: [] }
    })
  })

  enableAutoUnmount(afterEach)

  async function shown(locale: 'en' | 'de') {
    applyLanguage(windowI18n(), locale)
    await useDetailStore().open(detailNow().item.id)
    const wrapper = mount(Window, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }
  const calls = (name: string) => fake.calls.filter((c) => c.name === name)

  /** Types a value into the open editor and presses Enter (the form's submit). */
  async function typeAndEnter(w: Awaited<ReturnType<typeof shown>>, key: string, value: string) {
    const input = w.get<HTMLInputElement>(`[data-test="input-${key}"]`)
    expect(document.activeElement).toBe(input.element)
    await input.setValue(value)
    await w.get(`[data-test="editor-${key}"]`).trigger('submit')
    await flushPromises()
  }

  it('opens the first field on Enter the data, saves on Enter, marks it entered by hand, offers the relink', async () => {
    const w = await shown('en')
    expect(w.find('[data-test="correct-invoice_number"]').exists()).toBe(false)
    const start = w.get('[data-test="next-step"]')
    expect(start.text()).toBe('Enter the data')
    // The detail's next step, and the only button of that name.
    expect(w.findAll('button').filter((b) => b.text() === 'Enter the data')).toHaveLength(1)
    await start.trigger('click')

    await typeAndEnter(w, 'invoice_number', 'INV-SCAN-77')
    expect(calls('document.correct').map((c) => c.input)).toEqual([
      {
        itemId: expect.any(String),
        fields: { invoice_number: 'INV-SCAN-77' },
        seen: { invoice_number: null }
      }
    ])
    expect(w.get('[data-test="value-invoice_number"]').text()).toBe('INV-SCAN-77')
    expect(w.get('[data-test="corrected-invoice_number"]').text()).toBe('Entered by hand')
    expect(w.find('[data-test="service-read-invoice_number"]').exists()).toBe(false)
    expect(focusedName()).toBe('Enter Invoice number')
    expect(w.get('[data-test="notice"]').text()).toContain('Invoice number entered in scan.pdf')
    expect(w.get('[data-test="extracted"]').text()).toContain(
      'Entered by hand, in the fields of the service’s Commercial invoice form (version 2026-03-23)'
    )
    expect(w.find('[data-test="relink-offer"]').exists()).toBe(false)

    await w.get('[data-test="correct-bill_of_lading_number"]').trigger('click')
    await typeAndEnter(w, 'bill_of_lading_number', 'MEDUQ2417731')
    expect(w.get('[data-test="corrected-bill_of_lading_number"]').text()).toBe('Entered by hand')
    expect(w.get('[data-test="relink-offer"]').text()).toContain(
      'A reference number was entered by hand.'
    )
    expect(w.get('[data-test="notice"] [data-test="notice-relink"]').text()).toBe(
      'Relink with the number entered'
    )
    const relink = w.get('[data-test="relink-corrected"]')
    expect(relink.text()).toBe('Relink with the number entered')
    await relink.trigger('click')
    await flushPromises()
    expect(calls('document.relink')).toHaveLength(1)
    expect(w.find('[data-test="relink-offer"]').exists()).toBe(false)
  })

  it('says all of it in German', async () => {
    const w = await shown('de')
    const start = w.get('[data-test="next-step"]')
    expect(start.text()).toBe('Daten eingeben')
    expect(w.get('[data-test="key-data"]').text()).toContain(
      'Sie können seine Daten vom Original von Hand eingeben.'
    )
    await start.trigger('click')
    await typeAndEnter(w, 'invoice_number', 'INV-SCAN-77')
    expect(w.get('[data-test="corrected-invoice_number"]').text()).toBe('Von Hand eingegeben')
    expect(focusedName()).toBe('Eingeben: Rechnungsnummer')
    expect(w.get('[data-test="notice"]').text()).toContain('Rechnungsnummer in scan.pdf eingegeben')
    await w.get('[data-test="correct-bill_of_lading_number"]').trigger('click')
    await typeAndEnter(w, 'bill_of_lading_number', 'MEDUQ2417731')
    expect(w.get('[data-test="relink-corrected"]').text()).toBe(
      'Mit der eingegebenen Nummer neu verknüpfen'
    )
  })

  it('refuses a value the field cannot take before sending it', async () => {
    const w = await shown('en')
    await w.get('[data-test="next-step"]').trigger('click')
    await w.get('[data-test="correct-invoice_date"]').trigger('click')
    await typeAndEnter(w, 'invoice_date', '2026-02-30')
    expect(calls('document.correct')).toEqual([])
    expect(w.get('[data-test="refused-invoice_date"]').text()).toMatch(/Invoice date/)
  })

  it('offers no entry while the type is not known, and says why', async () => {
    keyedSchema = null
    const w = await shown('en')
    expect(w.get('[data-test="next-step"]').attributes('aria-disabled')).toBe('true')
    expect(w.get('[data-test="next-step-why"]').text()).toBe(
      'Its type has no form to enter data into yet: correct the type first.'
    )
    expect(w.get('[data-test="extracted"]').text()).toContain(
      'The service could not read data from this document.'
    )
  })
})
