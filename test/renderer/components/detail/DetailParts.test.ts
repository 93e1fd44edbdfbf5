import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { ExtractedValues } from '@shared/corrections'
import type { ItemPart } from '@shared/intake'
import type { DocumentDetail as Detail } from '@shared/views'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'

const part = (n: number, documentType: string, over: Partial<ItemPart> = {}): ItemPart => ({
  documentId: `part-${n}`,
  pages: { first: n, last: n },
  documentType,
  state: 'extracted',
  shipmentNumbers: ['MAEU241234567'],
  containerNumbers: [],
  extracted: null,
  ...over
})

/** A scan split into an invoice (page 1) and a packing list (pages 2–3). */
const item = makeItem({
  id: 'scan',
  name: 'scan.pdf',
  state: 'extracted',
  documentId: 'packet',
  documentType: null,
  shipmentNumbers: ['MAEU241234567'],
  parts: [
    part(1, 'commercial_invoice', { extracted: { invoice_number: 'INV-2026-0415' } }),
    part(2, 'packing_list', { pages: { first: 2, last: 3 } })
  ]
})

/** What main answers for the file, or for the part asked. */
function detailFor(input: { itemId: string; partId?: string }): Detail {
  const base = invoiceDetail()
  if (!input.partId)
    return {
      ...base,
      item,
      document: { ...base.document!, id: 'packet', document_type: null },
      representation: null,
      shipments: [],
      containers: []
    }
  return {
    ...base,
    item,
    partId: input.partId,
    document: { ...base.document!, id: input.partId, name: 'scan (page 1).pdf' }
  }
}

describe('detail: the documents of a file the service split', () => {
  let fake: FakeBridge
  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [
      { code: 'commercial_invoice', label: 'Commercial invoice' },
      { code: 'packing_list', label: 'Packing list' }
    ])
    fake.answer('document.schema', INVOICE_SCHEMA)
    fake.answer('document.detail', detailFor)
    fake.answer('document.reclassify', undefined)
    fake.answer('document.relink', undefined)
    fake.answer('document.reextract', undefined)
    fake.answer('document.setManualType', undefined)
    fake.answer('document.correct', (input: { fields: ExtractedValues | null }) => ({
      manual: input.fields,
      relinkAdvised: false,
      conflicts: []
    }))
  })

  async function shown() {
    // The inbox holds the file, as in the window: the panel stays while a part loads.
    fake.answer('intake.list', [item])
    await useDocumentsStore().load()
    await useDetailStore().open(item.id)
    const wrapper = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }
  const button = (w: Awaited<ReturnType<typeof shown>>, text: string) =>
    w.findAll('button').find((b) => b.text() === text)!

  it('lists the file’s documents with their pages, the whole file shown first', async () => {
    const w = await shown()
    const entries = w.findAll('[data-test="part"]')
    expect(entries.map((e) => e.find('.pages').text())).toEqual(['Page 1', 'Pages 2–3'])
    expect(entries.map((e) => e.find('.type').text())).toEqual([
      'Commercial invoice',
      'Packing list'
    ])
    expect(entries[0].find('.key').text()).toBe('Invoice INV-2026-0415')
    expect(w.get('[data-test="part-whole"]').attributes('aria-current')).toBe('true')
    expect(w.find('[data-test="part-shown"]').exists()).toBe(false)
    w.unmount()
  })

  it('shows the part chosen; its re-runs, type and data corrections act on that part', async () => {
    const w = await shown()
    const first = w.findAll('[data-test="part"]')[0]
    ;(first.element as HTMLButtonElement).focus()
    await first.trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.detail').at(-1)?.input).toEqual({
      itemId: 'scan',
      partId: 'part-1'
    })
    expect(first.attributes('aria-current')).toBe('true')
    // The clerk's focus stays on the document chosen.
    expect(document.activeElement).toBe(first.element)
    expect(w.get('[data-test="part-shown"]').text()).toContain(
      'Showing Page 1 of the file: Commercial invoice'
    )
    // Its data and links are the part's (the detail main gave for it).
    expect(w.text()).toContain('INV-2026-0415')
    for (const [label, command] of [
      ['Reclassify', 'document.reclassify'],
      ['Relink', 'document.relink'],
      ['Re-extract', 'document.reextract']
    ] as const) {
      await button(w, label).trigger('click')
      await flushPromises()
      expect(fake.calls.filter((c) => c.name === command).at(-1)?.input).toEqual({
        itemId: 'scan',
        partId: 'part-1'
      })
    }
    // Its type and data are corrected here, on the part's own document.
    await w.get('[data-test="manual-type"]').setValue('packing_list')
    await w.get('[data-test="save-type"]').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.setManualType').at(-1)?.input).toEqual({
      itemId: 'scan',
      partId: 'part-1',
      type: 'packing_list'
    })
    await w.get('[data-test="correct-invoice_number"]').trigger('click')
    await w.get<HTMLInputElement>('[data-test="input-invoice_number"]').setValue('INV-2026-0451')
    await w.get('[data-test="editor-invoice_number"]').trigger('submit')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.correct').at(-1)?.input).toMatchObject({
      itemId: 'scan',
      partId: 'part-1',
      fields: { invoice_number: 'INV-2026-0451' },
      seen: { invoice_number: 'INV-2026-0415' }
    })

    await w.get('[data-test="part-whole"]').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.detail').at(-1)?.input).toEqual({
      itemId: 'scan'
    })
    await button(w, 'Reclassify').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.reclassify').at(-1)?.input).toEqual({
      itemId: 'scan'
    })
    w.unmount()
  })
})
