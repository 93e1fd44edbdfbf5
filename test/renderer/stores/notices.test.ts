import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { noticeText, useNoticesStore } from '@renderer/stores/notices'
import { createAppI18n } from '@renderer/i18n'

describe('notices', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  describe('offer()', () => {
    it('keeps a confirmation with Undo until it is used, then runs it once', () => {
      const notices = useNoticesStore()
      const undo = vi.fn()
      notices.offer('Invoice number corrected', [
        { id: 'undo', label: 'corrections.undo', run: undo }
      ])
      vi.advanceTimersByTime(60_000)
      expect(notices.list.map((n) => n.text)).toEqual(['Invoice number corrected'])
      notices.act(notices.list[0].id, 'undo')
      notices.act(1, 'undo')
      expect(undo).toHaveBeenCalledTimes(1)
      expect(notices.list).toEqual([])
    })

    it('makes room like any confirmation: a burst keeps the newest three', () => {
      const notices = useNoticesStore()
      for (let i = 1; i <= 5; i++)
        notices.offer(`fix ${i}`, [{ id: 'undo', label: 'corrections.undo', run: () => {} }])
      expect(notices.list.map((n) => n.text)).toEqual(['fix 3', 'fix 4', 'fix 5'])
    })
  })

  describe('show()', () => {
    it('lets a confirmation go after a few seconds', () => {
      const notices = useNoticesStore()
      notices.show('2 files added')
      vi.advanceTimersByTime(6000)
      expect(notices.list).toEqual([])
    })

    it('keeps an error until the clerk dismisses it', () => {
      const notices = useNoticesStore()
      notices.show('gone.pdf: the file does not exist', 'error')
      vi.advanceTimersByTime(60_000)
      expect(notices.list.map((n) => n.text)).toEqual(['gone.pdf: the file does not exist'])
      notices.dismiss(notices.list[0].id)
      expect(notices.list).toEqual([])
    })

    it('never lets a burst of confirmations push an error out', () => {
      const notices = useNoticesStore()
      notices.show('gone.pdf: the file does not exist', 'error')
      for (let i = 1; i <= 10; i++) notices.show(`${i} files added`)
      const en = createAppI18n('en').global
      const texts = notices.list.map((n) => noticeText(n, en))
      expect(texts).toContain('gone.pdf: the file does not exist')
      expect(texts.filter((t) => t.endsWith('added'))).toEqual([
        '8 files added',
        '9 files added',
        '10 files added'
      ])
    })
  })
})
