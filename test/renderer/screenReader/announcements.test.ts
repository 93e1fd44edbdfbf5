import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { nextTick } from 'vue'
import type { IntakeItem } from '@shared/intake'
import type { LanguageChoice } from '@shared/i18n/locales'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { stubViewport } from '../viewport'
import App from '@renderer/App.vue'
import { BATCH_MS } from '@renderer/composables/useBatchAnnouncer'
import { applyLanguage, windowI18n } from '@renderer/i18n'

/**
 * Files that end are told to a screen reader in batches through the window's polite live
 * region, whether or not their document is open, in the window's language. Time runs on vitest's
 * manual clock.
 */
describe('screen reader: finished and failed files are announced in batches', () => {
  let fake: FakeBridge
  let restore: () => void
  let wrapper: VueWrapper | null = null

  beforeEach(() => {
    fake = installFakeBridge()
    restore = stubViewport(600)
    fake.answer('document.types', [])
  })
  afterEach(() => {
    vi.useRealTimers()
    wrapper?.unmount()
    wrapper = null
    restore()
  })

  const live = () => wrapper!.get('[data-test="live-status"]').text()

  /** Five files on their way and one long finished; the window open on the inbox. */
  async function inbox(): Promise<IntakeItem[]> {
    const items = [1, 2, 3, 4, 5].map((i) =>
      makeItem({ id: `f${i}`, name: `scan-${i}.pdf`, state: 'submitted' })
    )
    const old = makeItem({ id: 'old', name: 'old.pdf', state: 'failed' })
    fake.answer('intake.list', [...items, old])
    wrapper = mount(App, { global: { plugins: [createPinia()] }, attachTo: document.body })
    await flushPromises()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    return items
  }

  function end(item: IntakeItem, state: IntakeItem['state'], at: string): IntakeItem {
    return { ...item, state, updatedAt: at }
  }

  async function finishFour(items: IntakeItem[]): Promise<void> {
    fake.emit('intake.items', [end(items[0], 'extracted', '2030-01-01T00:00:01Z')])
    fake.emit('intake.items', [
      end(items[1], 'extracted', '2030-01-01T00:00:02Z'),
      end(items[3], 'failed', '2030-01-01T00:00:02Z')
    ])
    fake.emit('intake.items', [end(items[2], 'extracted', '2030-01-01T00:00:03Z')])
    await nextTick()
  }

  it('says "3 extracted, 1 failed: scan-4.pdf" for files whose document is not open', async () => {
    const items = await inbox()
    // What was already there when the window opened is not news.
    expect(live()).toBe('')
    await finishFour(items)
    // The batch is still gathering.
    expect(live()).toBe('')
    vi.advanceTimersByTime(BATCH_MS)
    await nextTick()
    expect(live()).toBe('3 extracted, 1 failed: scan-4.pdf.')
  })

  it.each<[LanguageChoice, string]>([
    ['de', '3 ausgelesen, 1 fehlgeschlagen: scan-4.pdf.'],
    ['es', '3 extraídos, 1 fallido: scan-4.pdf.'],
    ['nl', '3 uitgelezen, 1 mislukt: scan-4.pdf.'],
    ['zh-CN', '3 个已提取，1 个失败：scan-4.pdf。']
  ])('says it in the window’s language (%s)', async (language, sentence) => {
    applyLanguage(windowI18n(), language)
    const items = await inbox()
    await finishFour(items)
    vi.advanceTimersByTime(BATCH_MS)
    await nextTick()
    expect(live()).toBe(sentence)
  })

  it('names at most three failed files and counts the rest', async () => {
    const items = await inbox()
    fake.emit(
      'intake.items',
      items.map((i) => end(i, 'failed', '2030-01-01T00:00:05Z'))
    )
    await nextTick()
    vi.advanceTimersByTime(BATCH_MS)
    await nextTick()
    expect(live()).toBe('5 failed: scan-1.pdf, scan-2.pdf, scan-3.pdf, and 2 more.')
  })
})
