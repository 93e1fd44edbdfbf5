import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem } from '@shared/intake'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../samples'
import { stubScrolling, stubViewport } from '../viewport'
import { focused, focusedName } from '../focus'
import { waitFor } from '../../support/waitFor'

const until = (read: () => unknown, what: string) => waitFor(read, what, 2000)
import App from '@renderer/App.vue'
import InboxList from '@renderer/components/inbox/InboxList.vue'
import InboxView from '@renderer/views/InboxView.vue'
import { useDocumentsStore } from '@renderer/stores/documents'
import { useDetailStore } from '@renderer/stores/detail'

/**
 * Elements Tab stops on among the rows inside `root`: focusable and not taken out with
 * tabindex="-1" (the column headers above the rows are a stop each: they sort).
 */
function tabStops(root: Element): Element[] {
  const focusable = 'a[href], button, input, select, textarea, [tabindex]'
  return [...root.querySelectorAll(focusable)].filter(
    (el) =>
      el.getAttribute('tabindex') !== '-1' &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[role="table"]')
  )
}

/** The inbox list is one tab stop; arrow keys, Home/End and PageUp/PageDown move inside it. */
describe('keyboard: the inbox list', () => {
  let fake: FakeBridge
  let restore: () => void
  let restoreScrolling: () => void
  let wrapper: VueWrapper | null = null

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    // 600 px tall: 11 rows of 52 px in view.
    restore = stubViewport(600)
    restoreScrolling = stubScrolling()
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
    restoreScrolling()
    restore()
  })

  function many(count: number): IntakeItem[] {
    return Array.from({ length: count }, (_, i) => makeItem({ id: `r${i}`, name: `doc-${i}.pdf` }))
  }

  async function list(items: IntakeItem[]) {
    wrapper = mount(InboxList, {
      props: { items, selection: new Set<string>(), openId: null, typeLabel: () => null },
      attachTo: document.body
    })
    await flushPromises()
    return wrapper
  }

  /** Presses `key` on the focused control, as the keyboard does. */
  async function key(name: string): Promise<void> {
    const target = document.activeElement!
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
    )
    await until(() => focused() !== null && focused() !== target, `focus to move on ${name}`)
  }

  it('is one tab stop, not two per row', async () => {
    const w = await list(many(60))
    expect(w.findAll('[data-test="inbox-row"]').length).toBeGreaterThan(10)
    const stops = tabStops(w.element)
    expect(stops).toHaveLength(1)
    expect(stops[0].textContent?.trim()).toBe('doc-0.pdf')
  })

  it('moves by ArrowDown, ArrowUp, End, Home, PageDown and PageUp over 10,000 rows', async () => {
    const w = await list(many(10_000))
    w.get<HTMLElement>('[data-index="0"] .name').element.focus()
    await key('ArrowDown')
    expect(focusedName()).toBe('doc-1.pdf')
    await key('End')
    expect(focusedName()).toBe('doc-9999.pdf')
    await key('ArrowUp')
    expect(focusedName()).toBe('doc-9998.pdf')
    await key('Home')
    expect(focusedName()).toBe('doc-0.pdf')
    await key('PageDown')
    expect(focusedName()).toBe('doc-10.pdf')
    await key('PageUp')
    expect(focusedName()).toBe('doc-0.pdf')
    // Still one tab stop, on the row last used.
    expect(tabStops(w.element).map((el) => el.textContent?.trim())).toEqual(['doc-0.pdf'])
  })

  it('moves between a row’s checkbox and its name with ArrowLeft and ArrowRight', async () => {
    const w = await list(many(5))
    w.get<HTMLElement>('[data-index="2"] .name').element.focus()
    await key('ArrowLeft')
    expect(focusedName()).toBe('Select doc-2.pdf')
    await key('ArrowRight')
    expect(focusedName()).toBe('doc-2.pdf')
  })

  it('keeps the tab stop on the row last used, even after it scrolled away', async () => {
    const w = await list(many(10_000))
    w.get<HTMLElement>('[data-index="0"] .name').element.focus()
    await key('End')
    // The clerk scrolls back to the top with the mouse: row 9999 is no longer drawn.
    const scroller = w.get<HTMLElement>('[data-test="inbox-list"]').element
    scroller.scrollTo({ top: 0 })
    await until(() => !w.find('[data-index="9999"]').exists(), 'row 9999 scrolled away')
    // The list itself is the tab stop now, and Tab onto it lands on that row.
    expect(tabStops(w.element)).toEqual([scroller])
    scroller.focus()
    await until(() => focusedName() === 'doc-9999.pdf', 'focus on doc-9999.pdf')
  })

  it('leaves focus where the mouse put it, beside a row’s controls, without scrolling away', async () => {
    const w = await list(many(10_000))
    w.get<HTMLElement>('[data-index="0"] .name').element.focus()
    await key('End')
    const scroller = w.get<HTMLElement>('[data-test="inbox-list"]').element
    scroller.scrollTo({ top: 0 })
    await until(() => w.find('[data-index="3"]').exists(), 'row 3 drawn')
    // A press on row 3's sentence: the browser focuses the nearest focusable, the list.
    w.get('[data-index="3"] .sentence').element.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true })
    )
    scroller.focus()
    await flushPromises()
    expect(document.activeElement).toBe(scroller)
    expect(scroller.scrollTop).toBe(0)
    // From there the keys start at the row last used.
    await key('ArrowUp')
    expect(focusedName()).toBe('doc-9998.pdf')
  })

  describe('in the inbox', () => {
    beforeEach(() => {
      fake.answer('document.types', [])
      fake.answer('document.schema', INVOICE_SCHEMA)
    })

    it('Escape on a document whose row scrolled away gives focus back to that row', async () => {
      const items = many(500)
      const detail = invoiceDetail()
      detail.item = items[400]
      fake.answer('intake.list', items)
      fake.answer('document.detail', detail)
      await useDocumentsStore().load()
      wrapper = mount(InboxView, { attachTo: document.body })
      await flushPromises()
      await useDetailStore().open('r400')
      await flushPromises()
      // The list is newest first: doc-400.pdf is far below the rows drawn.
      expect(wrapper.find('[data-id="r400"]').exists()).toBe(false)
      const title = wrapper.get<HTMLElement>('#detail-title').element
      title.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
      )
      await until(() => !wrapper!.find('[data-test="detail"]').exists(), 'the panel to close')
      await until(
        () => focused()?.closest('[data-id="r400"]') && focusedName() === 'doc-400.pdf',
        'focus on the row of doc-400.pdf'
      )
    })

    it('has a skip link, the first tab stop, that goes straight to the file list', async () => {
      fake.answer('intake.list', many(60))
      wrapper = mount(App, { attachTo: document.body })
      await flushPromises()
      const first = tabStops(wrapper.element)[0]
      expect(first.textContent?.trim()).toBe('Skip to the file list')
      await wrapper.get('[data-test="skip-link"]').trigger('click')
      // On the first row's name (the list is newest first).
      const firstRow = wrapper.get('[data-index="0"] .name').element
      await until(() => focused() === firstRow, 'focus on the first row')
    })
  })
})
