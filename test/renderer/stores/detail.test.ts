import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../samples'
import { useDetailStore } from '@renderer/stores/detail'
import { noticeText, useNoticesStore } from '@renderer/stores/notices'
import { applyLanguage, windowI18n } from '@renderer/i18n'

describe('stores/detail', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.detail', invoiceDetail())
    fake.answer('document.types', [
      { code: 'commercial_invoice', label: 'Commercial invoice' },
      { code: 'packing_list', label: 'Packing list' }
    ])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })
  afterEach(() => vi.useRealTimers())

  describe('open()', () => {
    it('loads the detail, the types and the schema of its representation', async () => {
      const store = useDetailStore()
      await store.open('item-1')
      expect(fake.calls.find((c) => c.name === 'document.schema')?.input).toEqual({
        fullVersion: 'commercial_invoice@2026-03-23'
      })
      expect(store.schema?.label).toBe('Commercial invoice')
      expect(store.typeLabel('packing_list')).toBe('Packing list')
    })
  })

  describe('setManualType()', () => {
    it('patches the type and reloads the detail', async () => {
      const store = useDetailStore()
      await store.open('item-1')
      await store.setManualType('packing_list')
      expect(fake.calls.find((c) => c.name === 'document.setManualType')?.input).toEqual({
        itemId: 'item-1',
        type: 'packing_list'
      })
      expect(fake.calls.filter((c) => c.name === 'document.detail')).toHaveLength(2)
    })
  })

  describe('events', () => {
    it('reloads when the open item changes, once per burst', async () => {
      vi.useFakeTimers()
      const store = useDetailStore()
      await store.open('item-1')
      const detail = invoiceDetail()
      fake.emit('intake.items', [{ ...detail.item, id: 'item-1' }])
      fake.emit('intake.items', [{ ...detail.item, id: 'item-1' }])
      fake.emit('intake.items', [{ ...detail.item, id: 'other' }])
      await vi.advanceTimersByTimeAsync(300)
      expect(fake.calls.filter((c) => c.name === 'document.detail')).toHaveLength(2)
    })
  })

  describe('notices', () => {
    /** The window's language, as the language setting switches it. */
    const speak = (locale: 'en' | 'de') => applyLanguage(windowI18n(), locale)
    afterEach(() => speak('en'))

    it('tells the clerk what it did in the window’s language', async () => {
      speak('de')
      const store = useDetailStore()
      await store.open('item-1')
      await store.setManualType('packing_list')
      await store.relink()
      expect(useNoticesStore().list.map((n) => n.text)).toEqual([
        'Dokumenttyp auf Packliste gesetzt',
        'Der Dienst verknüpft das Dokument erneut'
      ])
      expect(store.typeLabel(null)).toBe('Noch nicht klassifiziert')
    })

    it('names the action and the document that failed, in the window’s language, main’s sentence kept for the tooltip', async () => {
      const message = 'The file is no longer where it was taken in.'
      const store = useDetailStore()
      await store.open('item-1')
      fake.fail('document.openOriginal', { kind: 'not_found', message })
      await store.openOriginal()
      fake.fail('document.downloadCopy', { kind: 'network', message: 'connect ECONNREFUSED' })
      await store.downloadCopy()
      const shown = () => useNoticesStore().list.map((n) => noticeText(n, windowI18n().global))
      expect(shown()).toEqual([
        'invoice.pdf could not be opened: The file, or the service’s copy of it, could not be found.',
        'A copy of invoice.pdf could not be saved: The service could not be reached.'
      ])
      expect(useNoticesStore().list.map((n) => [n.tone, n.detail])).toEqual([
        ['error', message],
        ['error', 'connect ECONNREFUSED']
      ])
      speak('de')
      expect(shown()).toEqual([
        'invoice.pdf konnte nicht geöffnet werden: Die Datei oder ihre Kopie beim Dienst wurde nicht gefunden.',
        'Eine Kopie von invoice.pdf konnte nicht gespeichert werden: Der Dienst ist nicht erreichbar.'
      ])
      applyLanguage(windowI18n(), 'zh-CN')
      expect(shown()).toEqual([
        '无法打开 invoice.pdf：找不到该文件或其在服务中的副本。',
        '无法保存 invoice.pdf 的副本：无法连接到服务。'
      ])
    })

    it('keeps an error until dismissed, and “Try again” runs the same action again', async () => {
      vi.useFakeTimers()
      try {
        const store = useDetailStore()
        await store.open('item-1')
        fake.fail('document.reclassify', { kind: 'network', message: 'connect ECONNREFUSED' })
        await store.reclassify()
        await vi.advanceTimersByTimeAsync(60_000)
        const notices = useNoticesStore()
        expect(notices.list.map((n) => n.tone)).toEqual(['error'])
        fake.answer('document.reclassify', undefined)
        notices.retry(notices.list[0]!.id)
        await vi.advanceTimersByTimeAsync(0)
        expect(fake.calls.filter((c) => c.name === 'document.reclassify')).toHaveLength(2)
        expect(notices.list.map((n) => noticeText(n, windowI18n().global))).toEqual([
          'Asked the service to classify it again'
        ])
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
