import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import type { FileState, IntakeItem, ItemPart } from '@shared/intake'
import type { DocumentDetail as Detail } from '@shared/views'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import NoticeArea from '@renderer/components/shell/NoticeArea.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'

const part = (n: number, last: number, over: Partial<ItemPart> = {}): ItemPart => ({
  documentId: `part-${n}`,
  pages: { first: n, last },
  documentType: 'packing_list',
  state: 'extracted',
  shipmentNumbers: ['MAEU241234567'],
  containerNumbers: [],
  extracted: null,
  ...over
})

/** A scan the service cut into page 1, pages 2–3 and page 4. */
const THREE = [part(1, 1), part(2, 3), part(4, 4)]
const scan = (parts: ItemPart[], state: FileState = 'extracted'): IntakeItem =>
  makeItem({
    id: 'scan',
    name: 'scan.pdf',
    state,
    documentId: 'packet',
    documentType: null,
    shipmentNumbers: ['MAEU241234567'],
    parts
  })

/** The detail and the window's notices, as the clerk sees them side by side. */
const Window = defineComponent({ render: () => [h(DocumentDetail), h(NoticeArea)] })

describe('detail: "Remove this document" on one part of a file', () => {
  let fake: FakeBridge
  let item: IntakeItem
  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [{ code: 'packing_list', label: 'Packing list' }])
    fake.answer('document.schema', INVOICE_SCHEMA)
    fake.answer('document.detail', (input: { itemId: string; partId?: string }): Detail => {
      const base = invoiceDetail()
      const document = { ...base.document!, id: input.partId ?? 'packet' }
      return { ...base, item, document, ...(input.partId ? { partId: input.partId } : {}) }
    })
  })

  /** The file open in the detail, with the part `partId` chosen in its list. */
  async function shown(file: IntakeItem, partId: string | null) {
    item = file
    fake.answer('intake.list', [item])
    await useDocumentsStore().load()
    await useDetailStore().open(item.id)
    const w = mount(Window, { attachTo: document.body })
    await flushPromises()
    if (partId) {
      await w.get(`[data-test="part"][data-document="${partId}"]`).trigger('click')
      await flushPromises()
    }
    return w
  }
  const entry = (w: Awaited<ReturnType<typeof shown>>) => w.find('[data-test="remove-part"]')
  const detailCalls = () => fake.calls.filter((c) => c.name === 'document.detail')

  it('is offered, as a danger, in the actions of a part shown, not of the whole file', async () => {
    const w = await shown(scan(THREE), null)
    expect(entry(w).exists()).toBe(false)
    await w.get('[data-test="part"][data-document="part-2"]').trigger('click')
    await flushPromises()
    const remove = entry(w)
    expect(remove.text()).toBe('Remove this document…')
    expect(remove.classes()).toContain('danger')
    expect(remove.attributes('aria-disabled')).toBe('false')
    // The file's own Remove stays last, apart.
    const ids = w.findAll('[role="menuitem"]').map((b) => b.attributes('data-test'))
    expect(ids.slice(-2)).toEqual(['remove-part', 'remove'])
    w.unmount()
  })

  it('is not offered for the last part a file has, nor for a part that was another file’s', async () => {
    const last = await shown(scan([part(1, 2)]), 'part-1')
    expect(last.find('[data-test="part-shown"]').exists()).toBe(true)
    expect(entry(last).exists()).toBe(false)
    last.unmount()

    setActivePinia(createPinia())
    const taken = await shown(
      scan([part(1, 1), part(2, 2, { by: 'client', sent: 'duplicate' })]),
      'part-2'
    )
    expect(entry(taken).exists()).toBe(false)
    await taken.get('[data-test="part"][data-document="part-1"]').trigger('click')
    await flushPromises()
    expect(entry(taken).exists()).toBe(true)
    taken.unmount()
  })

  it('says why it waits while the file is on its way, and asks nothing', async () => {
    const w = await shown(scan(THREE, 'classified'), 'part-2')
    const remove = entry(w)
    expect(remove.attributes('aria-disabled')).toBe('true')
    expect(w.get(`#${remove.attributes('aria-describedby')}`).text()).toBe(
      'Still on its way; wait until the file is read'
    )
    await remove.trigger('click')
    await flushPromises()
    expect(fake.calls.some((c) => c.name === 'document.removePart')).toBe(false)
    w.unmount()
  })

  it('removes the part: gone from the list, the file shown again, its pages announced', async () => {
    fake.answer('document.removePart', { removed: true })
    const w = await shown(scan(THREE), 'part-2')
    await entry(w).trigger('click')
    await flushPromises()
    expect(fake.calls.find((c) => c.name === 'document.removePart')?.input).toEqual({
      itemId: 'scan',
      partId: 'part-2'
    })
    // Main's event brings the file without the part.
    item = scan([THREE[0]!, THREE[2]!])
    fake.emit('intake.items', [item])
    await flushPromises()
    expect(useDetailStore().partId).toBeNull()
    expect(detailCalls().at(-1)?.input).toEqual({ itemId: 'scan' })
    expect(w.get('[data-test="part-whole"]').attributes('aria-current')).toBe('true')
    expect(w.get('[data-test="part-whole"]').text()).toContain('2 documents')
    expect(w.findAll('[data-test="part"]').map((p) => p.find('.pages').text())).toEqual([
      'Page 1',
      'Page 4'
    ])
    expect(entry(w).exists()).toBe(false)
    const notices = w.get('[data-test="notices"]')
    expect(notices.attributes('aria-live')).toBe('polite')
    expect(notices.text()).toContain('Pages 2–3 removed')
    w.unmount()
  })

  it('changes nothing when the clerk says no, and the focus is back on the button', async () => {
    fake.answer('document.removePart', { removed: false })
    const w = await shown(scan(THREE), 'part-2')
    const menu = w.get('[data-test="more-actions"]')
    await menu.trigger('click')
    await flushPromises()
    const before = detailCalls().length
    await entry(w).trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.removePart')).toHaveLength(1)
    expect(useDetailStore().partId).toBe('part-2')
    expect(detailCalls()).toHaveLength(before)
    expect(w.findAll('[data-test="part"]')).toHaveLength(3)
    expect(w.get('[data-test="notices"]').text()).toBe('')
    expect(document.activeElement).toBe(menu.element)
    expect(entry(w).attributes('aria-disabled')).toBe('false')
    w.unmount()
  })

  it('shows main’s refusal like the other actions’ errors, with Try again', async () => {
    fake.fail('document.removePart', {
      kind: 'validation',
      message: 'It is the last document of "scan.pdf".'
    })
    const w = await shown(scan(THREE), 'part-2')
    await entry(w).trigger('click')
    await flushPromises()
    const notice = w.get('[data-test="notice"]')
    expect(notice.classes()).toContain('error')
    expect(notice.text()).toContain('Pages 2–3 of scan.pdf could not be removed:')
    expect(notice.get('.text').attributes('title')).toBe('It is the last document of "scan.pdf".')
    expect(useDetailStore().partId).toBe('part-2')
    expect(w.findAll('[data-test="part"]')).toHaveLength(3)

    fake.answer('document.removePart', { removed: true })
    await w.get('[data-test="notice-retry"]').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.removePart').at(-1)?.input).toEqual({
      itemId: 'scan',
      partId: 'part-2'
    })
    expect(w.get('[data-test="notices"]').text()).toContain('Pages 2–3 removed')
    w.unmount()
  })
})
