import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem } from '@shared/intake'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { invoiceDetail } from '../../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { applyLanguage, windowI18n } from '@renderer/i18n'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='
  ),
  (c) => c.charCodeAt(0)
)

/**
 * Compare, the next step of a possible duplicate: both originals side by side (each read through
 * main's preview of its own inbox item), each one's key data above it, and Keep both and Remove
 * this one there too. Escape closes it back to Compare.
 */
describe('comparing a possible duplicate with the one taken in before', () => {
  let fake: FakeBridge
  let w: VueWrapper
  let first: IntakeItem
  let again: IntakeItem

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    const common = {
      state: 'extracted' as const,
      documentType: 'commercial_invoice',
      shipmentNumbers: ['MAEU241234567']
    }
    first = makeItem({
      ...common,
      id: 'first',
      name: 'invoice.pdf',
      documentId: 'doc-1',
      extracted: { invoice_number: 'INV-2026-0415', supplier_name: 'Brightway Co., Ltd.' }
    })
    again = makeItem({
      ...common,
      id: 'again',
      name: 'invoice-rescan.pdf',
      documentId: 'doc-2',
      extracted: { invoice_number: 'INV-2026-0415', supplier_name: 'BRIGHTWAY CO LTD' },
      possibleDuplicateOf: { id: 'first', name: 'invoice.pdf' }
    })
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
    fake.answer('document.detail', ({ itemId }: { itemId: string }) => ({
      ...invoiceDetail(),
      item: useDocumentsStore().get(itemId)!
    }))
    fake.answer('document.preview', ({ itemId }: { itemId: string }) => ({
      kind: 'image',
      name: `${itemId}.png`,
      mediaType: 'image/png',
      source: 'local',
      bytes: PNG
    }))
  })
  enableAutoUnmount(afterEach)
  afterEach(() => applyLanguage(windowI18n(), 'en'))

  async function compared(items: IntakeItem[] = [first, again]) {
    fake.answer('intake.list', items)
    await useDocumentsStore().load()
    await useDetailStore().open('again')
    w = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    const open = w.get<HTMLButtonElement>('[data-test="next-step"]')
    open.element.focus()
    await open.trigger('click')
    await flushPromises()
    return open
  }
  const dialog = () => document.querySelector<HTMLElement>('[data-test="compare"]')
  const side = (id: string) => dialog()!.querySelector<HTMLElement>(`[data-test="compare-${id}"]`)
  const part = (test: string) => dialog()!.querySelector<HTMLElement>(`[data-test="${test}"]`)!
  const previews = () => fake.calls.filter((c) => c.name === 'document.preview').map((c) => c.input)

  it('shows both originals side by side, each with its key data', async () => {
    await compared()
    expect(dialog()!.getAttribute('role')).toBe('dialog')
    expect(dialog()!.getAttribute('aria-modal')).toBe('true')
    expect(side('this')!.querySelector('h3')!.textContent).toBe('This document: invoice-rescan.pdf')
    expect(side('before')!.querySelector('h3')!.textContent).toBe('Taken in before: invoice.pdf')
    // Each original read by main through its own item.
    expect(previews()).toContainEqual({ itemId: 'first' })
    expect(previews()).toContainEqual({ itemId: 'again' })
    expect(side('this')!.querySelector('img')!.alt).toBe('again.png')
    expect(side('before')!.querySelector('img')!.alt).toBe('first.png')
    const value = (s: string, key: string) =>
      side(s)!.querySelector(`dd[data-key="${key}"]`)?.textContent
    expect(value('this', 'invoice_number')).toBe('INV-2026-0415')
    expect(value('before', 'invoice_number')).toBe('INV-2026-0415')
    expect(value('this', 'supplier_name')).toBe('BRIGHTWAY CO LTD')
    expect(value('before', 'supplier_name')).toBe('Brightway Co., Ltd.')
    expect(value('this', 'type')).toBe('Commercial invoice')
    // Two previews at once: each heading is its own.
    const ids = [...document.querySelectorAll('[data-test="original"] h3')].map((h) => h.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('puts the focus in it, keeps Tab inside, and closes on Escape back to Compare', async () => {
    const open = await compared()
    expect(document.activeElement).toBe(part('compare-close'))
    // Shift+Tab from the first control goes round to the last.
    part('compare-close').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true })
    )
    expect(document.activeElement).toBe(part('compare-remove'))
    part('compare-remove').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    )
    expect(document.activeElement).toBe(part('compare-close'))
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    )
    await flushPromises()
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(open.element)
    // The panel stays open.
    expect(useDetailStore().itemId).toBe('again')
  })

  it('keeps both there: acknowledged, said so in it', async () => {
    await compared()
    fake.answer('intake.acknowledge', { count: 1 })
    expect(part('compare-keep').textContent?.trim()).toBe('Keep both')
    part('compare-keep').click()
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'intake.acknowledge').map((c) => c.input)).toEqual([
      { ids: ['again'] }
    ])
    const at = new Date(Date.parse(again.updatedAt) + 60_000).toISOString()
    fake.emit('intake.items', [{ ...again, updatedAt: at, acknowledgedAt: at }])
    await flushPromises()
    expect(part('compare-kept').textContent).toBe(
      'Both kept: no longer counted as needing attention.'
    )
  })

  it('removes this one there, through main, which asks the clerk', async () => {
    await compared()
    fake.answer('intake.remove', { count: 1 })
    expect(part('compare-remove').textContent?.trim()).toBe('Remove this one')
    part('compare-remove').click()
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'intake.remove').map((c) => c.input)).toEqual([
      { ids: ['again'] }
    ])
    expect(dialog()).toBeNull()
  })

  it('says when the one taken in before is no longer in the inbox, and shows this one', async () => {
    await compared([again])
    expect(part('compare-gone').textContent?.trim()).toBe(
      'The document taken in before is no longer in the inbox, so only this one is shown.'
    )
    expect(side('before')).toBeNull()
    expect(side('this')).not.toBeNull()
    expect(previews()).not.toContainEqual({ itemId: 'first' })
  })

  it('speaks German', async () => {
    applyLanguage(windowI18n(), 'de')
    await compared()
    expect(dialog()!.querySelector('h2')!.textContent).toBe(
      'Mit dem zuvor aufgenommenen Dokument vergleichen'
    )
    expect(side('before')!.querySelector('h3')!.textContent).toBe('Zuvor aufgenommen: invoice.pdf')
    expect(part('compare-keep').textContent?.trim()).toBe('Beide behalten')
  })
})
