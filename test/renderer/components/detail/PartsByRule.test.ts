import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem, ItemPart } from '@shared/intake'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { invoiceDetail } from '../../samples'
import DetailParts from '@renderer/components/detail/DetailParts.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'

const FOLDER = '/srv/scans/stacks'
const RULE = { mode: 'separators' as const, text: 'DROPDOCK-SPLIT' }

const part = (n: number, by: ItemPart['by']): ItemPart => ({
  documentId: `part-${n}`,
  pages: { first: n, last: n },
  documentType: 'commercial_invoice',
  state: 'extracted',
  by
})

/** A stack scanned into a folder, cut into two documents by `by`. */
const stack = (split: typeof RULE | undefined, by: ItemPart['by']): IntakeItem =>
  makeItem({
    id: 'stack',
    name: 'stack.pdf',
    path: `${FOLDER}/stack.pdf`,
    origin: { kind: 'watch', folder: FOLDER, ...(split ? { split } : {}) },
    state: 'extracted',
    parts: [part(1, by), part(2, by)]
  })

describe("detail: the parts of a file its folder's separator rule cut", () => {
  let fake: FakeBridge
  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
  })

  async function shown(item: IntakeItem) {
    fake.answer('intake.list', [item])
    fake.answer('document.detail', () => ({ ...invoiceDetail(), item }))
    await useDocumentsStore().load()
    await useDetailStore().open(item.id)
    const wrapper = mount(DetailParts, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }

  it('says the file was split at separator sheets by the folder’s rule', async () => {
    const w = await shown(stack(RULE, 'client'))
    expect(w.findAll('[data-test="part"]')).toHaveLength(2)
    expect(w.get('[data-test="parts-by-rule"]').text()).toBe(
      "Split at separator sheets by the folder's rule."
    )
    w.unmount()
  })

  it('names the separator pages left out, which were never sent', async () => {
    const w = await shown({ ...stack(RULE, 'client'), separatorPages: [3, 6] })
    expect(w.get('[data-test="parts-separators"]').text()).toBe(
      'Pages 3, 6: separator sheets, not sent.'
    )
    w.unmount()
    setActivePinia(createPinia())
    const one = await shown({ ...stack(RULE, 'client'), separatorPages: [2] })
    expect(one.get('[data-test="parts-separators"]').text()).toBe(
      'Page 2: separator sheet, not sent.'
    )
    one.unmount()
  })

  it('says nothing of a rule for parts the service cut, or a folder without the rule', async () => {
    for (const item of [stack(RULE, 'service'), stack(undefined, 'client')]) {
      setActivePinia(createPinia())
      const w = await shown(item)
      expect(w.findAll('[data-test="part"]')).toHaveLength(2)
      expect(w.find('[data-test="parts-by-rule"]').exists()).toBe(false)
      w.unmount()
    }
  })
})
