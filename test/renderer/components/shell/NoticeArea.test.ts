import { beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import NoticeArea from '@renderer/components/shell/NoticeArea.vue'
import { useNoticesStore } from '@renderer/stores/notices'
import { windowI18n } from '@renderer/i18n'

describe('components/shell/NoticeArea', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('offers “Try again” on an error that can be retried, and runs it once', async () => {
    const again = vi.fn()
    const notices = useNoticesStore()
    notices.show('b.pdf could not be opened: The file could not be opened.', 'error', 'x', again)
    notices.show('Settings saved')
    const wrapper = mount(NoticeArea)
    await flushPromises()
    const [error, info] = wrapper.findAll('[data-test="notice"]')
    expect(error!.get('[data-test="notice-retry"]').text()).toBe('Try again')
    expect(info!.find('[data-test="notice-retry"]').exists()).toBe(false)
    windowI18n().global.locale.value = 'de'
    await flushPromises()
    expect(error!.get('[data-test="notice-retry"]').text()).toBe('Erneut versuchen')
    await error!.get('[data-test="notice-retry"]').trigger('click')
    expect(again).toHaveBeenCalledTimes(1)
    expect(notices.list.map((n) => n.tone)).toEqual(['info'])
  })

  it('keeps an error until dismissed, while a confirmation goes after a few seconds', async () => {
    vi.useFakeTimers()
    try {
      const notices = useNoticesStore()
      notices.show('Failed', 'error')
      notices.show('Done')
      await vi.advanceTimersByTimeAsync(60_000)
      expect(notices.list.map((n) => n.text)).toEqual(['Failed'])
    } finally {
      vi.useRealTimers()
    }
  })
})
