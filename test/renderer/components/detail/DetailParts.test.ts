import { beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import type { ExtractedValues } from '@shared/corrections'
import type { ItemPart } from '@shared/intake'
import type { DocumentDetail as Detail } from '@shared/views'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import NoticeArea from '@renderer/components/shell/NoticeArea.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'

/** The pages pdf.js was asked to draw, in order: a 3-page original. */
const drawnPages: number[] = []
vi.mock('@renderer/lib/pdfView', () => ({
  openPdf: async () => ({
    pages: 3,
    render: async (page: number) => void drawnPages.push(page),
    destroy: async () => {}
  })
}))

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
  // Each part its own document, with a number of its own (part 2's is not part 1's).
  const second = input.partId === 'part-2'
  return {
    ...base,
    item,
    partId: input.partId,
    document: {
      ...base.document!,
      id: input.partId,
      name: second ? 'scan (pages 2–3).pdf' : 'scan (page 1).pdf'
    },
    representation: second
      ? {
          ...base.representation!,
          payload: { ...base.representation!.payload, invoice_number: 'PL-2026-0099' }
        }
      : base.representation
  }
}

/** The detail with the notices beside it, as the window shows them. */
const Window = defineComponent(() => () => h('div', [h(DocumentDetail), h(NoticeArea)]))

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

  it('says in the whole file that its data is its documents’, with what each came to', async () => {
    const unread = makeItem({
      ...item,
      parts: [item.parts![0]!, part(2, 'packing_list', { state: 'extraction_failed' })]
    })
    fake.answer('intake.list', [unread])
    await useDocumentsStore().load()
    await useDetailStore().open(unread.id)
    const w = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    expect(w.get('[data-test="whole-summary"] p').text()).toBe(
      'This file is 2 documents. Choose one under “Documents in this file” to see its data, type and shipments.'
    )
    expect(w.findAll('[data-test="whole-summary-part"]').map((p) => p.text())).toEqual([
      'Page 1 · Commercial invoice · Linked',
      'Page 2 · Packing list · Not read'
    ])
    // No empty data, type and links of the file itself, beside a header that says Linked.
    for (const empty of ['Nothing read yet', 'Not classified yet', 'Not linked to any shipment'])
      expect(w.text()).not.toContain(empty)
    await w.findAll('[data-test="part"]')[0]!.trigger('click')
    await flushPromises()
    expect(w.find('[data-test="whole-summary"]').exists()).toBe(false)
    expect(w.find('[data-test="extracted"]').exists()).toBe(true)
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

  it('lists a part the service refused with why, not as a document to open', async () => {
    const refused = makeItem({
      ...item,
      state: 'extraction_failed',
      parts: [
        part(1, 'commercial_invoice', { by: 'client', sent: 'created' }),
        part(2, 'packing_list', {
          documentId: '',
          pages: { first: 2, last: 3 },
          documentType: null,
          state: 'failed',
          by: 'client',
          sent: 'failed',
          error: { kind: 'validation', message: 'The sandbox refuses this document.' }
        })
      ]
    })
    fake.answer('intake.list', [refused])
    await useDocumentsStore().load()
    await useDetailStore().open(refused.id)
    const w = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    const [made, unsent] = w.findAll('[data-test="part"]')
    expect(made!.attributes('disabled')).toBeUndefined()
    expect(unsent!.attributes('disabled')).toBeDefined()
    expect(unsent!.find('.pages').text()).toBe('Pages 2–3')
    expect(unsent!.get('[data-test="part-error"]').text()).toBe(
      'The request was refused as not valid.'
    )
    await unsent!.trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.detail').map((c) => c.input)).toEqual([
      { itemId: 'scan' }
    ])
    w.unmount()
  })

  describe('the panel of a part', () => {
    async function inWindow() {
      drawnPages.length = 0
      fake.answer('document.preview', {
        kind: 'pdf',
        name: 'scan.pdf',
        mediaType: 'application/pdf',
        source: 'local',
        bytes: new TextEncoder().encode('%PDF-1.7\n')
      })
      fake.answer('intake.list', [item])
      await useDocumentsStore().load()
      await useDetailStore().open(item.id)
      const w = mount(Window, { attachTo: document.body })
      await flushPromises()
      return w
    }
    const choose = async (w: Awaited<ReturnType<typeof inWindow>>, n: number) => {
      await w.findAll('[data-test="part"]')[n - 1]!.trigger('click')
      await flushPromises()
    }

    it('names the part and its pages in the header, and opens the original at its first page', async () => {
      const w = await inWindow()
      expect(w.find('[data-test="part-heading"]').exists()).toBe(false)
      expect(w.get('[data-test="page-label"]').text()).toBe('Page 1 of 3')
      await choose(w, 2)
      expect(w.get('#detail-title').text()).toBe('scan.pdf')
      expect(w.get('[data-test="part-heading"]').text()).toBe('scan (pages 2–3).pdf · Pages 2–3')
      expect(w.get('[data-test="page-label"]').text()).toBe('Page 2 of 3')
      expect(drawnPages.at(-1)).toBe(2)
      await choose(w, 1)
      expect(w.get('[data-test="part-heading"]').text()).toBe('scan (page 1).pdf · Page 1')
      expect(w.get('[data-test="page-label"]').text()).toBe('Page 1 of 3')
      await w.get('[data-test="part-whole"]').trigger('click')
      await flushPromises()
      expect(w.find('[data-test="part-heading"]').exists()).toBe(false)
      w.unmount()
    })

    it('undoes a correction on the part it was made on, after another part was opened', async () => {
      const w = await inWindow()
      await choose(w, 1)
      await w.get('[data-test="correct-invoice_number"]').trigger('click')
      await w.get<HTMLInputElement>('[data-test="input-invoice_number"]').setValue('INV-2026-0451')
      await w.get('[data-test="editor-invoice_number"]').trigger('submit')
      await flushPromises()
      await choose(w, 2)
      expect(w.text()).toContain('PL-2026-0099')
      await w.get('[data-test="notice"] [data-test="notice-undo"]').trigger('click')
      await flushPromises()
      const corrects = fake.calls.filter((c) => c.name === 'document.correct')
      expect(corrects.map((c) => c.input)).toEqual([
        expect.objectContaining({ partId: 'part-1', fields: { invoice_number: 'INV-2026-0451' } }),
        expect.objectContaining({
          itemId: 'scan',
          partId: 'part-1',
          fields: { invoice_number: null },
          // Checked by what part 1 shows, never by part 2's number.
          seen: { invoice_number: 'INV-2026-0415' }
        })
      ])
      // The part undone is the one shown again.
      expect(w.findAll('[data-test="part"]')[0]!.attributes('aria-current')).toBe('true')
      expect(w.get('[data-test="part-heading"]').text()).toBe('scan (page 1).pdf · Page 1')
      w.unmount()
    })
  })
})
