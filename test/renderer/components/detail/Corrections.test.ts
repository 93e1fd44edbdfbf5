import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import type { DocumentDetail as Detail } from '@shared/views'
import type { DocumentSchemaAttributes } from '@shared/service'
import type { CorrectionConflict, ExtractedValue, ExtractedValues } from '@shared/corrections'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../../samples'
import { focusedName } from '../../focus'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import NoticeArea from '@renderer/components/shell/NoticeArea.vue'
import { applyLanguage, windowI18n } from '@renderer/i18n'
import { useDetailStore } from '@renderer/stores/detail'

/** The invoice's schema with a bill of lading and its containers: reference numbers. */
const SCHEMA: DocumentSchemaAttributes = {
  ...INVOICE_SCHEMA,
  schema_payload: {
    ...INVOICE_SCHEMA.schema_payload,
    properties: {
      ...INVOICE_SCHEMA.schema_payload.properties,
      bill_of_lading_number: { type: 'string', title: 'Bill of lading number' },
      container_numbers: {
        type: 'array',
        title: 'Container numbers',
        items: { type: 'string', pattern: '^[A-Z]{4}\\d{7}$' }
      }
    },
    propertyOrder: [
      ...(INVOICE_SCHEMA.schema_payload.propertyOrder ?? []),
      'bill_of_lading_number',
      'container_numbers'
    ]
  }
}

/** The detail and its notices, as the window shows them side by side. */
const Window = defineComponent(() => () => h('div', [h(DocumentDetail), h(NoticeArea)]))

describe('correcting extracted data in the document detail', () => {
  let fake: FakeBridge
  /** The clerk's corrections as main keeps them: `document.correct` changes them. */
  let manual: ExtractedValues | null
  let relinkAdvised: boolean
  /** What someone else (another desktop) saved since the detail was shown, by field. */
  let elsewhere: ExtractedValues
  /** Whether main says a relink is due for the item. */
  let relinkDue: boolean
  const writeText = vi.fn(async (_text: string) => undefined)

  function detailNow(): Detail {
    const detail = invoiceDetail()
    detail.item.extracted = { ...(detail.representation!.payload as ExtractedValues) }
    detail.item.extracted.bill_of_lading_number = 'MAEU241234567'
    detail.representation!.payload = { ...detail.item.extracted, ...manual }
    detail.representation!.manual = manual
    detail.item.manual = manual
    detail.item.relinkDue = relinkDue
    return detail
  }

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    manual = null
    relinkAdvised = false
    elsewhere = {}
    relinkDue = false
    fake.answer('document.types', [
      { code: 'commercial_invoice', label: 'Commercial invoice' },
      { code: 'packing_list', label: 'Packing list' }
    ])
    fake.answer('document.schema', SCHEMA)
    fake.answer('document.detail', () => detailNow())
    // Main's merge, as the engine does it: someone else's value of a field the clerk saw
    // otherwise is a conflict, kept, unless the clerk uses theirs.
    fake.answer(
      'document.correct',
      (input: {
        fields: Record<string, unknown> | null
        seen?: Record<string, unknown>
        useMine?: boolean
      }) => {
        const service: ExtractedValues = { ...manual, ...elsewhere }
        const conflicts: CorrectionConflict[] = []
        if (input.fields === null) manual = null
        else {
          const next: ExtractedValues = { ...service }
          for (const [k, v] of Object.entries(input.fields)) {
            if (k in elsewhere && !input.useMine && input.seen?.[k] !== elsewhere[k]) {
              conflicts.push({ field: k, theirs: elsewhere[k], mine: v as ExtractedValue })
            } else if (v === null) delete next[k]
            else next[k] = v as ExtractedValues[string]
          }
          manual = Object.keys(next).length > 0 ? next : null
        }
        elsewhere = {}
        return { manual, relinkAdvised, conflicts }
      }
    )
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    writeText.mockClear()
  })

  enableAutoUnmount(afterEach)

  async function shown(locale: 'en' | 'de' = 'en') {
    applyLanguage(windowI18n(), locale)
    await useDetailStore().open(detailNow().item.id)
    const wrapper = mount(Window, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }
  const corrects = () => fake.calls.filter((c) => c.name === 'document.correct')

  describe('editing a field with an input of its kind', () => {
    it('saves a corrected invoice number on Enter and goes back to its Correct button', async () => {
      const w = await shown()
      const button = w.get('[data-test="correct-invoice_number"]')
      expect(button.attributes('aria-label')).toBe('Correct Invoice number')
      await button.trigger('click')
      const input = w.get<HTMLInputElement>('[data-test="input-invoice_number"]')
      expect(document.activeElement).toBe(input.element)
      expect(input.element.value).toBe('INV-2026-0415')
      await input.setValue('INV-2026-0451')
      await w.get('[data-test="editor-invoice_number"]').trigger('submit')
      await flushPromises()
      // Sent with the value the clerk saw when they opened the editor.
      expect(corrects().map((c) => c.input)).toEqual([
        {
          itemId: expect.any(String),
          fields: { invoice_number: 'INV-2026-0451' },
          seen: { invoice_number: 'INV-2026-0415' }
        }
      ])
      expect(w.find('[data-test="editor-invoice_number"]').exists()).toBe(false)
      expect(w.get('[data-test="value-invoice_number"]').text()).toBe('INV-2026-0451')
      expect(focusedName()).toBe('Correct Invoice number')
    })

    it('edits a date with a date input, an amount with its currency beside it', async () => {
      const w = await shown()
      await w.get('[data-test="correct-invoice_date"]').trigger('click')
      const date = w.get<HTMLInputElement>('[data-test="input-invoice_date"]')
      expect(date.attributes('type')).toBe('date')
      await date.setValue('2026-03-03')
      await w.get('[data-test="editor-invoice_date"]').trigger('submit')
      await flushPromises()

      await w.get('[data-test="correct-total_amount"]').trigger('click')
      const amount = w.get<HTMLInputElement>('[data-test="input-total_amount"]')
      const currency = w.get<HTMLInputElement>('[data-test="input-currency"]')
      expect([amount.element.value, currency.element.value]).toEqual(['12450.00', 'USD'])
      expect(amount.attributes('inputmode')).toBe('decimal')
      expect(currency.attributes('aria-label')).toBe('Currency')
      await amount.setValue('12500,5')
      await currency.setValue('eur')
      await w.get('[data-test="editor-total_amount"]').trigger('submit')
      await flushPromises()
      expect(corrects().map((c) => (c.input as { fields: unknown }).fields)).toEqual([
        { invoice_date: '2026-03-03' },
        { total_amount: '12500.50', currency: 'EUR' }
      ])
      expect(w.get('[data-test="value-total_amount"]').text()).toBe('€12,500.50')
    })

    it('Escape closes only the editor, sends nothing and leaves focus on Correct', async () => {
      const w = await shown()
      await w.get('[data-test="correct-supplier_name"]').trigger('click')
      await w.get('[data-test="input-supplier_name"]').setValue('Someone else')
      await w.get('[data-test="input-supplier_name"]').trigger('keydown', { key: 'Escape' })
      await flushPromises()
      expect(w.find('[data-test="editor-supplier_name"]').exists()).toBe(false)
      expect(useDetailStore().itemId).not.toBeNull()
      expect(w.find('[data-test="detail"]').exists()).toBe(true)
      expect(corrects()).toEqual([])
      expect(focusedName()).toBe('Correct Supplier')
    })
  })

  describe('a corrected value', () => {
    it('is marked, shows what the service read beside it, and reverts per field', async () => {
      manual = { invoice_number: 'INV-2026-0451' }
      const w = await shown()
      expect(w.get('[data-test="corrected-invoice_number"]').text()).toBe('Corrected')
      expect(w.get('[data-test="service-read-invoice_number"]').text()).toBe(
        'Service read: INV-2026-0415'
      )
      expect(w.find('[data-test="corrected-supplier_name"]').exists()).toBe(false)
      const revert = w.get('[data-test="revert-invoice_number"]')
      expect(revert.attributes('aria-label')).toBe('Revert Invoice number to what the service read')
      ;(revert.element as HTMLElement).focus()
      await revert.trigger('click')
      await flushPromises()
      expect(corrects().map((c) => (c.input as { fields: unknown }).fields)).toEqual([
        { invoice_number: null }
      ])
      expect(w.get('[data-test="value-invoice_number"]').text()).toBe('INV-2026-0415')
      expect(w.find('[data-test="corrected-invoice_number"]').exists()).toBe(false)
      expect(focusedName()).toBe('Correct Invoice number')
    })

    it('reverts all corrections at once', async () => {
      manual = { invoice_number: 'X-1', supplier_name: 'Someone' }
      const w = await shown()
      await w.get('[data-test="revert-all"]').trigger('click')
      await flushPromises()
      expect(corrects().map((c) => (c.input as { fields: unknown }).fields)).toEqual([null])
      expect(w.findAll('.badge')).toHaveLength(0)
      expect(w.find('[data-test="revert-all"]').exists()).toBe(false)
    })

    it('says it in German', async () => {
      manual = { invoice_number: 'INV-2026-0451' }
      const w = await shown('de')
      expect(w.get('[data-test="corrected-invoice_number"]').text()).toBe('Korrigiert')
      expect(w.get('[data-test="service-read-invoice_number"]').text()).toBe(
        'Vom Dienst gelesen: INV-2026-0415'
      )
      expect(w.get('[data-test="revert-all"]').text()).toBe('Alle Korrekturen zurücksetzen')
    })
  })

  describe('a relink main says is due', () => {
    it('is offered again when the document is opened, after a restart or a refusal', async () => {
      relinkDue = true
      const w = await shown()
      expect(w.get('[data-test="relink-offer"]').text()).toContain(
        'A reference number was corrected.'
      )
      await w.get('[data-test="relink-corrected"]').trigger('click')
      await flushPromises()
      expect(fake.calls.filter((c) => c.name === 'document.relink')).toHaveLength(1)
    })
  })

  describe('a corrected reference number', () => {
    it('offers to relink with it, beside the fields and in the notice', async () => {
      relinkAdvised = true
      const w = await shown()
      await w.get('[data-test="correct-bill_of_lading_number"]').trigger('click')
      await w.get('[data-test="input-bill_of_lading_number"]').setValue('MEDUQ2417731')
      await w.get('[data-test="editor-bill_of_lading_number"]').trigger('submit')
      await flushPromises()
      expect(w.get('[data-test="notice"] [data-test="notice-relink"]').text()).toBe(
        'Relink with the corrected number'
      )
      const offer = w.get('[data-test="relink-corrected"]')
      expect(offer.text()).toBe('Relink with the corrected number')
      await offer.trigger('click')
      await flushPromises()
      expect(fake.calls.filter((c) => c.name === 'document.relink')).toHaveLength(1)
      expect(w.find('[data-test="relink-offer"]').exists()).toBe(false)
    })

    it('leaves with the panel, and waits in the document’s detail until relinked', async () => {
      relinkAdvised = true
      const w = await shown()
      const itemId = useDetailStore().itemId!
      await w.get('[data-test="correct-bill_of_lading_number"]').trigger('click')
      await w.get('[data-test="input-bill_of_lading_number"]').setValue('MEDUQ2417731')
      await w.get('[data-test="editor-bill_of_lading_number"]').trigger('submit')
      await flushPromises()
      expect(w.find('[data-test="notice-relink"]').exists()).toBe(true)
      useDetailStore().close()
      await flushPromises()
      // Closed, no button in the notice area acts on a document no longer in sight.
      expect(w.find('[data-test="notice-relink"]').exists()).toBe(false)
      await useDetailStore().open(itemId)
      await flushPromises()
      expect(w.get('[data-test="last-change"]').text()).toContain(
        'Bill of lading number corrected in invoice.pdf'
      )
      await w.get('[data-test="relink-corrected"]').trigger('click')
      await flushPromises()
      expect(fake.calls.filter((c) => c.name === 'document.relink').map((c) => c.input)).toEqual([
        { itemId }
      ])
      // Relinked: nothing offers it again, the change's Undo stays.
      expect(w.find('[data-test="relink-offer"]').exists()).toBe(false)
      expect(w.find('[data-test="last-change-undo"]').exists()).toBe(true)
    })

    it('takes the notice’s relink away once the relink is done from the detail', async () => {
      relinkAdvised = true
      const w = await shown()
      await w.get('[data-test="correct-bill_of_lading_number"]').trigger('click')
      await w.get('[data-test="input-bill_of_lading_number"]').setValue('MEDUQ2417731')
      await w.get('[data-test="editor-bill_of_lading_number"]').trigger('submit')
      await flushPromises()
      await w.get('[data-test="relink-corrected"]').trigger('click')
      await flushPromises()
      expect(fake.calls.filter((c) => c.name === 'document.relink')).toHaveLength(1)
      const notice = w.get('[data-test="notice"]')
      expect(notice.find('[data-test="notice-relink"]').exists()).toBe(false)
      expect(notice.find('[data-test="notice-undo"]').exists()).toBe(true)
    })

    it('offers nothing after a correction that is not a reference number', async () => {
      const w = await shown()
      await w.get('[data-test="correct-supplier_name"]').trigger('click')
      await w.get('[data-test="input-supplier_name"]').setValue('Brightway')
      await w.get('[data-test="editor-supplier_name"]').trigger('submit')
      await flushPromises()
      expect(w.find('[data-test="relink-offer"]').exists()).toBe(false)
      expect(w.find('[data-test="notice-relink"]').exists()).toBe(false)
    })
  })

  describe('copying a value', () => {
    it('copies the value as shown, named for its field', async () => {
      const w = await shown()
      const copy = w.get('[data-test="copy-invoice_number"]')
      expect(copy.attributes('aria-label')).toBe('Copy Invoice number')
      await copy.trigger('click')
      await flushPromises()
      expect(writeText).toHaveBeenCalledWith('INV-2026-0415')
      expect(w.get('[data-test="notices"]').text()).toContain('Invoice number copied')
    })

    it('names the button in German', async () => {
      const w = await shown('de')
      expect(w.get('[data-test="copy-invoice_number"]').attributes('aria-label')).toBe(
        'Kopieren: Rechnungsnummer'
      )
    })
  })

  describe('Undo in the notice', () => {
    it('puts back the value a field had before its correction', async () => {
      manual = { supplier_name: 'First fix' }
      const w = await shown()
      await w.get('[data-test="correct-supplier_name"]').trigger('click')
      await w.get('[data-test="input-supplier_name"]').setValue('Second fix')
      await w.get('[data-test="editor-supplier_name"]').trigger('submit')
      await w.get('[data-test="correct-invoice_number"]').trigger('click')
      await flushPromises()
      await w.get('[data-test="input-invoice_number"]').setValue('X-9')
      await w.get('[data-test="editor-invoice_number"]').trigger('submit')
      await flushPromises()
      const notices = w.findAll('[data-test="notice"]')
      expect(notices.map((n) => n.find('.text').text())).toEqual([
        'Supplier corrected in invoice.pdf',
        'Invoice number corrected in invoice.pdf'
      ])
      const undo = notices[0]!.get('[data-test="notice-undo"]')
      ;(undo.element as HTMLElement).focus()
      await undo.trigger('click')
      await flushPromises()
      // The notice is gone with its button: focus is on the field the Undo was about.
      expect(focusedName()).toBe('Correct Supplier')
      await w.get('[data-test="notice"] [data-test="notice-undo"]').trigger('click')
      await flushPromises()
      expect(corrects().map((c) => (c.input as { fields: unknown }).fields)).toEqual([
        { supplier_name: 'Second fix' },
        { invoice_number: 'X-9' },
        { supplier_name: 'First fix' },
        { invoice_number: null }
      ])
      expect(w.get('[data-test="value-supplier_name"]').text()).toBe('First fix')
      expect(manual).toEqual({ supplier_name: 'First fix' })
    })

    it('goes when another document is opened, and waits in its own detail, named', async () => {
      const w = await shown()
      await w.get('[data-test="correct-invoice_number"]').trigger('click')
      await w.get('[data-test="input-invoice_number"]').setValue('INV-2026-0451')
      await w.get('[data-test="editor-invoice_number"]').trigger('submit')
      await flushPromises()
      expect(w.get('[data-test="notice"] .text').text()).toBe(
        'Invoice number corrected in invoice.pdf'
      )
      // The notice is up: the detail does not offer the same Undo a second time.
      expect(w.find('[data-test="last-change"]').exists()).toBe(false)
      const first = useDetailStore().itemId!
      const other = invoiceDetail()
      other.item.id = 'item-other'
      other.item.name = 'Scan 0007.pdf'
      fake.answer('document.detail', (input: { itemId: string }) =>
        input.itemId === first ? detailNow() : other
      )
      await useDetailStore().open('item-other')
      await flushPromises()
      // Another document open: no Undo in sight that would act on the first one.
      expect(w.findAll('[data-test="notice"]')).toHaveLength(0)
      expect(w.find('[data-test="last-change"]').exists()).toBe(false)
      await useDetailStore().open(first)
      await flushPromises()
      const last = w.get('[data-test="last-change"]')
      expect(last.text()).toContain('Last change: Invoice number corrected in invoice.pdf')
      await last.get('[data-test="last-change-undo"]').trigger('click')
      await flushPromises()
      expect(corrects().map((c) => (c.input as { itemId: string }).itemId)).toEqual([first, first])
      expect(manual).toBeNull()
      expect(w.get('[data-test="notice"] .text').text()).toBe('Correction in invoice.pdf undone')
      expect(w.find('[data-test="last-change"]').exists()).toBe(false)
    })

    it('names the document in German, in the notice and in the detail', async () => {
      const w = await shown('de')
      await w.get('[data-test="correct-invoice_number"]').trigger('click')
      await w.get('[data-test="input-invoice_number"]').setValue('INV-2026-0451')
      await w.get('[data-test="editor-invoice_number"]').trigger('submit')
      await flushPromises()
      expect(w.get('[data-test="notice"] .text').text()).toBe(
        'Rechnungsnummer in invoice.pdf korrigiert'
      )
      const first = useDetailStore().itemId!
      const other = invoiceDetail()
      other.item.id = 'item-other'
      fake.answer('document.detail', (input: { itemId: string }) =>
        input.itemId === first ? detailNow() : other
      )
      await useDetailStore().open('item-other')
      await useDetailStore().open(first)
      await flushPromises()
      expect(w.get('[data-test="last-change"]').text()).toContain(
        'Letzte Änderung: Rechnungsnummer in invoice.pdf korrigiert'
      )
      expect(w.get('[data-test="last-change-undo"]').text()).toBe('Rückgängig')
    })

    it('puts back the manual type before a type correction, or none', async () => {
      const w = await shown()
      await w.get('[data-test="manual-type"]').setValue('packing_list')
      await w.get('[data-test="save-type"]').trigger('click')
      await flushPromises()
      const notice = w.get('[data-test="notice"]')
      expect(notice.text()).toContain('Type set to Packing list')
      const undo = notice.get('[data-test="notice-undo"]')
      ;(undo.element as HTMLElement).focus()
      await undo.trigger('click')
      await flushPromises()
      expect(focusedName()).toBe('Correct the type')
      expect(
        fake.calls.filter((c) => c.name === 'document.setManualType').map((c) => c.input)
      ).toEqual([
        { itemId: expect.any(String), type: 'packing_list' },
        { itemId: expect.any(String), type: null }
      ])
    })
  })

  describe('a field someone else changed since the clerk opened it', () => {
    /** Opens the supplier's editor, types `mine`; someone else saves `theirs` meanwhile. */
    async function savedMeanwhile(locale: 'en' | 'de', mine: string, theirs: string) {
      const w = await shown(locale)
      await w.get('[data-test="correct-supplier_name"]').trigger('click')
      await w.get('[data-test="input-supplier_name"]').setValue(mine)
      elsewhere = { supplier_name: theirs }
      await w.get('[data-test="editor-supplier_name"]').trigger('submit')
      await flushPromises()
      return w
    }

    it('is shown, not overwritten, and the clerk’s value saved over it on "Use mine"', async () => {
      const w = await savedMeanwhile('en', 'Brightway (mine)', 'Brightway (theirs)')
      const conflict = w.get('[data-test="conflict-supplier_name"]')
      expect(conflict.attributes('role')).toBe('alert')
      expect(conflict.get('[data-test="conflict-field-supplier_name"]').text()).toBe(
        'Supplier was changed by someone else to “Brightway (theirs)” since you opened it. ' +
          'Yours, not saved: “Brightway (mine)”'
      )
      // The field shows what the service holds: theirs; nothing says it was saved.
      expect(w.get('[data-test="value-supplier_name"]').text()).toBe('Brightway (theirs)')
      expect(w.find('[data-test="notice"]').exists()).toBe(false)
      expect(conflict.get('[data-test="keep-theirs"]').text()).toBe('Keep theirs')

      await conflict.get('[data-test="use-mine"]').trigger('click')
      await flushPromises()
      expect(corrects().at(-1)!.input).toEqual({
        itemId: expect.any(String),
        fields: { supplier_name: 'Brightway (mine)' },
        seen: { supplier_name: 'Brightway (theirs)' },
        useMine: true
      })
      expect(w.find('[data-test="conflict-supplier_name"]').exists()).toBe(false)
      expect(w.get('[data-test="value-supplier_name"]').text()).toBe('Brightway (mine)')
      expect(w.get('[data-test="notice"]').text()).toContain('Your values were saved over theirs')
    })

    it('says it in German and keeps theirs on "Deren Wert behalten", sending nothing', async () => {
      const w = await savedMeanwhile('de', 'Brightway (meins)', 'Brightway (deren)')
      const conflict = w.get('[data-test="conflict-supplier_name"]')
      expect(conflict.get('[data-test="conflict-field-supplier_name"]').text()).toBe(
        'Lieferant wurde inzwischen von jemand anderem auf „Brightway (deren)“ geändert. ' +
          'Ihr Wert, nicht gespeichert: „Brightway (meins)“'
      )
      expect(conflict.get('[data-test="use-mine"]').text()).toBe('Meinen verwenden')
      const keep = conflict.get('[data-test="keep-theirs"]')
      expect(keep.text()).toBe('Deren Wert behalten')
      ;(keep.element as HTMLElement).focus()
      await keep.trigger('click')
      await flushPromises()
      expect(corrects()).toHaveLength(1)
      expect(w.find('[data-test="conflict-supplier_name"]').exists()).toBe(false)
      expect(w.get('[data-test="value-supplier_name"]').text()).toBe('Brightway (deren)')
      expect(w.get('[data-test="notice"]').text()).toContain(
        'Der Wert der anderen Person wurde behalten'
      )
      expect(focusedName()).toBe('Korrigieren: Lieferant')
    })
  })

  describe('a refused correction', () => {
    it('says why in the window’s language before anything is sent, focus in the field', async () => {
      const w = await shown('de')
      await w.get('[data-test="correct-total_amount"]').trigger('click')
      const amount = w.get('[data-test="input-total_amount"]')
      await amount.setValue('zwölf')
      await w.get('[data-test="editor-total_amount"]').trigger('submit')
      await flushPromises()
      const refused = w.get('[data-test="refused-total_amount"]')
      expect(refused.text()).toBe(
        'Die Korrektur wurde nicht gespeichert: Gesamtbetrag erwartet einen Betrag mit zwei Nachkommastellen, z. B. 12450.00.'
      )
      expect(refused.attributes('role')).toBe('alert')
      expect(amount.attributes('aria-invalid')).toBe('true')
      expect(amount.attributes('aria-describedby')).toBe(refused.attributes('id'))
      expect(corrects()).toEqual([])
      expect(document.activeElement).toBe(amount.element)
    })

    it('takes an amount as a German clerk writes it, refuses one that could mean two', async () => {
      const w = await shown('de')
      await w.get('[data-test="correct-total_amount"]').trigger('click')
      const amount = w.get('[data-test="input-total_amount"]')
      await amount.setValue('12.450')
      await w.get('[data-test="editor-total_amount"]').trigger('submit')
      await flushPromises()
      expect(w.find('[data-test="refused-total_amount"]').exists()).toBe(true)
      expect(corrects()).toEqual([])
      await amount.setValue('12.450,75')
      await w.get('[data-test="editor-total_amount"]').trigger('submit')
      await flushPromises()
      expect(corrects().map((c) => (c.input as { fields: unknown }).fields)).toEqual([
        { total_amount: '12450.75' }
      ])
    })

    it('says main’s refusal by its kind, never main’s English sentence', async () => {
      const message = 'invoice_number is not in the form the field takes.'
      fake.fail('document.correct', { kind: 'validation', message })
      const w = await shown('de')
      await w.get('[data-test="correct-invoice_number"]').trigger('click')
      await w.get('[data-test="input-invoice_number"]').setValue('???')
      await w.get('[data-test="editor-invoice_number"]').trigger('submit')
      await flushPromises()
      const refused = w.get('[data-test="refused-invoice_number"]')
      expect(refused.text()).toMatch(/^Die Korrektur wurde nicht gespeichert: /)
      expect(refused.text()).not.toContain(message)
      expect(refused.attributes('title')).toBe(message)
      expect(w.find('[data-test="editor-invoice_number"]').exists()).toBe(true)
    })
  })
})
