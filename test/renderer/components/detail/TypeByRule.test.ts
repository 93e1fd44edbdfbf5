import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { DocumentDetail as Detail } from '@shared/views'
import type { Locale } from '@shared/i18n/locales'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { createAppI18n } from '@renderer/i18n'
import { useDetailStore } from '@renderer/stores/detail'

/** A memo from a folder whose rule is "packing list": created with that type, unclassified. */
function ruledMemo(): Detail {
  const d = invoiceDetail()
  return {
    ...d,
    item: {
      ...d.item,
      name: 'memo.txt',
      origin: { kind: 'watch', folder: '/srv/memos', type: 'packing_list' },
      documentType: 'packing_list',
      state: 'extraction_failed'
    },
    document: { ...d.document!, document_type: null, document_type_manual: 'packing_list' },
    representation: null,
    shipments: []
  }
}

describe("components/detail: a type set by the folder's rule", () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [
      { code: 'commercial_invoice', label: 'Commercial invoice' },
      { code: 'packing_list', label: 'Packing list' }
    ])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })

  async function shown(detail: Detail, locale: Locale) {
    fake.answer('document.detail', detail)
    await useDetailStore().open(detail.item.id)
    const wrapper = mount(DocumentDetail, { global: { plugins: [createAppI18n(locale)] } })
    await flushPromises()
    return wrapper
  }

  it.each([
    ['en', 'Packing list', "set by the folder's rule"],
    ['de', 'Packliste', 'durch die Regel des Ordners gesetzt']
  ] as const)('says so beside the type (%s)', async (locale, type, says) => {
    const wrapper = await shown(ruledMemo(), locale)
    const line = wrapper.get('[data-test="document-type"]')
    expect(line.get('strong').text()).toBe(type)
    expect(line.get('[data-test="type-by-rule"]').text()).toBe(`· ${says}`)
  })

  it('says "set by hand" once the clerk chose another type', async () => {
    const d = ruledMemo()
    const handSet: Detail = {
      ...d,
      item: { ...d.item, documentType: 'commercial_invoice' },
      document: { ...d.document!, document_type_manual: 'commercial_invoice' }
    }
    const wrapper = await shown(handSet, 'en')
    const line = wrapper.get('[data-test="document-type"]')
    expect(line.find('[data-test="type-by-rule"]').exists()).toBe(false)
    expect(line.text()).toContain('set by hand')
  })
})
