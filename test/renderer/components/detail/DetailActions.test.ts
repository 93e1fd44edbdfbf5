import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { FileState } from '@shared/intake'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { invoiceDetail } from '../../samples'
import DetailActions from '@renderer/components/detail/DetailActions.vue'
import { useDetailStore } from '@renderer/stores/detail'

describe('components/detail/DetailActions', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
  })

  /** The actions of an opened document in `state`. */
  async function actionsFor(state: FileState) {
    const detail = invoiceDetail()
    detail.item = { ...detail.item, state }
    fake.answer('document.detail', detail)
    await useDetailStore().open(detail.item.id)
    const wrapper = mount(DetailActions)
    await flushPromises()
    const retry = wrapper.findAll('button').find((b) => b.text() === 'Retry')!
    return { item: detail.item, retry }
  }

  describe('Retry', () => {
    it('is offered for a document whose extraction failed, and asks main to retry it', async () => {
      const { item, retry } = await actionsFor('extraction_failed')
      expect(retry.attributes('aria-disabled')).toBe('false')
      fake.answer('intake.retry', { count: 1 })
      await retry.trigger('click')
      await flushPromises()
      expect(fake.calls.find((c) => c.name === 'intake.retry')?.input).toEqual({ ids: [item.id] })
    })

    it.each<FileState>(['failed', 'stalled', 'retrying', 'cancelled'])(
      'is offered for a %s document',
      async (state) => {
        const { retry } = await actionsFor(state)
        expect(retry.attributes('aria-disabled')).toBe('false')
      }
    )

    it.each<FileState>(['extracted', 'duplicate', 'empty', 'uploading', 'classified'])(
      'is not offered for a %s document, which retrying would not change',
      async (state) => {
        const { retry } = await actionsFor(state)
        expect(retry.attributes('aria-disabled')).toBe('true')
      }
    )
  })
})
