import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enableAutoUnmount, flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { DocumentDetail as Detail } from '@shared/views'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'

/**
 * The open document's other actions, in one menu button (the WAI-ARIA menu button pattern): it
 * opens by Enter or the arrow keys, the arrows, Home and End move in it, Escape closes it back to
 * its button (not the panel), Tab leaves it, and an item that cannot act says why.
 */
describe('keyboard: More actions', () => {
  let fake: FakeBridge
  let w: VueWrapper

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
    fake.answer('document.schema', INVOICE_SCHEMA)
  })
  enableAutoUnmount(afterEach)

  async function shown(detail: Detail = invoiceDetail()) {
    fake.answer('intake.list', [detail.item])
    fake.answer('document.detail', detail)
    await useDocumentsStore().load()
    await useDetailStore().open(detail.item.id)
    w = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    return w
  }
  const button = () => w.get<HTMLButtonElement>('[data-test="more-actions"]')
  const menu = () => w.get('[role="menu"]')
  const items = () => w.findAll<HTMLElement>('[role="menuitem"]').map((i) => i.element)
  const focusedItem = () => (document.activeElement as HTMLElement).dataset.test
  async function key(key: string, on: Element = document.activeElement!) {
    on.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    await flushPromises()
  }
  /** Enter on the focused button: a native button turns it into a click. */
  async function enter() {
    button().element.focus()
    await button().trigger('click')
    await flushPromises()
  }

  it('is a menu button, closed at first', async () => {
    await shown()
    expect(button().text()).toBe('More actions')
    expect(button().attributes('aria-haspopup')).toBe('menu')
    expect(button().attributes('aria-expanded')).toBe('false')
    expect(button().attributes('aria-controls')).toBe(menu().attributes('id'))
    expect(menu().isVisible()).toBe(false)
  })

  it('opens on Enter with the focus on its first item, and the arrows go round', async () => {
    await shown()
    await enter()
    expect(button().attributes('aria-expanded')).toBe('true')
    expect(menu().isVisible()).toBe(true)
    expect(focusedItem()).toBe('reclassify')
    await key('ArrowDown')
    expect(focusedItem()).toBe('relink')
    await key('ArrowUp')
    await key('ArrowUp')
    expect(focusedItem()).toBe('remove')
    await key('ArrowDown')
    expect(focusedItem()).toBe('reclassify')
    await key('End')
    expect(document.activeElement).toBe(items().at(-1))
    await key('Home')
    expect(document.activeElement).toBe(items()[0])
  })

  it('opens on ArrowDown at its first item and on ArrowUp at its last', async () => {
    await shown()
    await key('ArrowDown', button().element)
    expect(focusedItem()).toBe('reclassify')
    await key('Escape')
    await key('ArrowUp', button().element)
    expect(focusedItem()).toBe('remove')
  })

  it('closes on Escape back to its button, and the panel stays open until the next Escape', async () => {
    await shown()
    await enter()
    await key('ArrowDown')
    await key('Escape')
    expect(button().attributes('aria-expanded')).toBe('false')
    expect(menu().isVisible()).toBe(false)
    expect(document.activeElement).toBe(button().element)
    expect(useDetailStore().itemId).not.toBeNull()
    await key('Escape')
    expect(useDetailStore().itemId).toBeNull()
  })

  it('closes on Tab, from its button, so Tab goes on from there', async () => {
    await shown()
    await enter()
    await key('Tab')
    expect(menu().isVisible()).toBe(false)
    expect(document.activeElement).toBe(button().element)
  })

  it('acts on Enter: closes, back on its button, and asks main', async () => {
    await shown()
    await enter()
    await key('ArrowDown')
    expect(focusedItem()).toBe('relink')
    fake.answer('document.relink', null as never)
    await w.get('[data-test="relink"]').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.relink')).toHaveLength(1)
    expect(menu().isVisible()).toBe(false)
    expect(document.activeElement).toBe(button().element)
  })

  it('keeps an item that cannot act focusable, says why, and does nothing on it', async () => {
    const d = invoiceDetail()
    d.item = { ...d.item, state: 'uploading', documentId: null, path: null }
    d.document = null
    await shown(d)
    await enter()
    expect(focusedItem()).toBe('reclassify')
    const item = w.get('[data-test="reclassify"]')
    expect(item.attributes('aria-disabled')).toBe('true')
    const why = document.getElementById(item.attributes('aria-describedby')!)
    expect(why?.textContent?.trim()).toBe('Not sent to the service yet')
    expect(why?.closest('[role="menu"]')).toBe(menu().element)
    const folder = w.get('[data-test="show-in-folder"]')
    expect(document.getElementById(folder.attributes('aria-describedby')!)?.textContent).toContain(
      'No file on this computer'
    )
    await item.trigger('click')
    await flushPromises()
    expect(fake.calls.some((c) => c.name === 'document.reclassify')).toBe(false)
    expect(menu().isVisible()).toBe(true)
    // In flight, so Cancel is there and can act.
    expect(w.get('[data-test="cancel"]').attributes('aria-disabled')).toBe('false')
  })

  it('removes through main, which asks the clerk first', async () => {
    const d = await shown()
    fake.answer('intake.remove', { count: 0 })
    await enter()
    await key('End')
    expect(focusedItem()).toBe('remove')
    await w.get('[data-test="remove"]').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'intake.remove').map((c) => c.input)).toEqual([
      { ids: [useDetailStore().itemId] }
    ])
    expect(d.exists()).toBe(true)
  })

  it('leaves Alt+ArrowDown to the panel: the next document', async () => {
    const first = invoiceDetail()
    const second = invoiceDetail()
    second.item = { ...second.item, id: 'second', name: 'second.pdf' }
    fake.answer('intake.list', [first.item, second.item])
    fake.answer('document.detail', ({ itemId }: { itemId: string }) =>
      itemId === 'second' ? second : first
    )
    const documents = useDocumentsStore()
    await documents.load()
    const [top, below] = documents.filtered.map((i) => i.id)
    await useDetailStore().open(top!)
    w = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    await enter()
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'ArrowDown',
        altKey: true,
        bubbles: true,
        cancelable: true
      })
    )
    await flushPromises()
    expect(useDetailStore().itemId).toBe(below)
  })
})
