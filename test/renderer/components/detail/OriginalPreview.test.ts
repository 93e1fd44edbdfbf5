import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { installFakeBridge } from '../../fakeBridge'
import { stubViewport } from '../../viewport'
import OriginalPreview from '@renderer/components/detail/OriginalPreview.vue'

/** The widths pdf.js was asked to draw pages at, in order. */
const drawn: number[] = []
vi.mock('@renderer/lib/pdfView', () => ({
  openPdf: async () => ({
    pages: 3,
    render: async (_page: number, _canvas: HTMLCanvasElement, width: number) => {
      drawn.push(width)
    },
    destroy: async () => {}
  })
}))

/** A ResizeObserver the test calls as the browser would when the pane changes size. */
class PaneObserver {
  static last: PaneObserver | null = null
  readonly watched = new Set<Element>()
  constructor(private readonly callback: ResizeObserverCallback) {
    PaneObserver.last = this
  }
  observe(el: Element): void {
    this.watched.add(el)
  }
  unobserve(el: Element): void {
    this.watched.delete(el)
  }
  disconnect(): void {
    this.watched.clear()
  }
  resize(): void {
    this.callback([], this as unknown as ResizeObserver)
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

describe('components/detail/OriginalPreview', () => {
  let restoreViewport: () => void

  beforeEach(() => {
    drawn.length = 0
    vi.stubGlobal('ResizeObserver', PaneObserver)
    const fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.preview', {
      kind: 'pdf',
      name: 'bill.pdf',
      mediaType: 'application/pdf',
      source: 'local',
      bytes: new TextEncoder().encode('%PDF-1.7\n')
    })
    restoreViewport = stubViewport(800, 1000)
  })
  afterEach(() => {
    restoreViewport()
    vi.unstubAllGlobals()
  })

  it('redraws the page at the new width when the pane is resized', async () => {
    const wrapper = mount(OriginalPreview, { props: { itemId: 'item-1' } })
    await flushPromises()
    // 100 % fits the page to the pane, less its padding
    expect(drawn).toEqual([982])

    restoreViewport()
    restoreViewport = stubViewport(800, 500)
    const pane = PaneObserver.last!
    pane.resize()
    pane.resize()
    await nextFrame()
    await flushPromises()
    expect(drawn).toEqual([982, 482])

    // a resize that leaves the width as it was does not draw again
    pane.resize()
    await nextFrame()
    await flushPromises()
    expect(drawn).toEqual([982, 482])

    await wrapper.get('[data-test="zoom-in"]').trigger('click')
    await flushPromises()
    expect(drawn.at(-1)).toBe(Math.round(482 * 1.25))

    wrapper.unmount()
    expect(pane.watched.size).toBe(0)
  })

  it('opens fitted to the pane and zooms by its buttons from 50 % to 400 %', async () => {
    const wrapper = mount(OriginalPreview, { props: { itemId: 'item-1' } })
    await flushPromises()
    const label = () => wrapper.get('[data-test="zoom-label"]').text()
    const zoomIn = wrapper.get('[data-test="zoom-in"]')
    const zoomOut = wrapper.get('[data-test="zoom-out"]')
    expect(label()).toBe('100%')
    expect(drawn).toEqual([982])

    const seen: string[] = []
    while (zoomIn.attributes('disabled') === undefined) {
      await zoomIn.trigger('click')
      await flushPromises()
      seen.push(label())
    }
    expect(seen).toEqual(['125%', '150%', '200%', '300%', '400%'])
    expect(drawn.at(-1)).toBe(982 * 4)

    seen.length = 0
    while (zoomOut.attributes('disabled') === undefined) {
      await zoomOut.trigger('click')
      await flushPromises()
      seen.push(label())
    }
    expect(seen).toEqual(['300%', '200%', '150%', '125%', '100%', '75%', '50%'])
    expect(drawn.at(-1)).toBe(982 / 2)
    wrapper.unmount()
  })

  it('watches the pane it draws in', async () => {
    const wrapper = mount(OriginalPreview, { props: { itemId: 'item-1' } })
    await flushPromises()
    expect([...PaneObserver.last!.watched]).toEqual([wrapper.get('[role="region"]').element])
    wrapper.unmount()
  })

  it('zooms by Ctrl+wheel over the page, keeping the window from zooming', async () => {
    const wrapper = mount(OriginalPreview, { props: { itemId: 'item-1' } })
    await flushPromises()
    const label = () => wrapper.get('[data-test="zoom-label"]').text()
    const frame = wrapper.get('[role="region"]').element
    const wheel = (deltaY: number, ctrlKey: boolean) => {
      const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true })
      // happy-dom's WheelEvent drops the modifier keys of its init
      Object.defineProperty(event, 'ctrlKey', { value: ctrlKey })
      frame.dispatchEvent(event)
      return event
    }
    // a plain wheel scrolls the page as ever
    expect(wheel(-100, false).defaultPrevented).toBe(false)
    await flushPromises()
    expect(label()).toBe('100%')

    expect(wheel(-100, true).defaultPrevented).toBe(true)
    await flushPromises()
    expect(label()).toBe('125%')
    expect(drawn.at(-1)).toBe(Math.round(982 * 1.25))
    wheel(-100, true)
    await flushPromises()
    expect(label()).toBe('150%')
    for (let i = 0; i < 10; i++) wheel(120, true)
    await flushPromises()
    expect(label()).toBe('50%')
    wrapper.unmount()
  })

  it('zooms by + and − and fits by 0 while the focus is in the preview', async () => {
    const wrapper = mount(OriginalPreview, { props: { itemId: 'item-1' } })
    await flushPromises()
    const label = () => wrapper.get('[data-test="zoom-label"]').text()
    const frame = wrapper.get('[role="region"]')
    await frame.trigger('keydown', { key: '+' })
    await frame.trigger('keydown', { key: '=' })
    expect(label()).toBe('150%')
    await wrapper.get('[data-test="zoom-out"]').trigger('keydown', { key: '-' })
    expect(label()).toBe('125%')
    await frame.trigger('keydown', { key: '0' })
    expect(label()).toBe('100%')
    await frame.trigger('keydown', { key: '-' })
    await flushPromises()
    expect(label()).toBe('75%')
    expect(drawn.at(-1)).toBe(Math.round(982 * 0.75))
    wrapper.unmount()
  })

  it('opens the page large over the window, closed by Escape with the focus back', async () => {
    const wrapper = mount(OriginalPreview, {
      props: { itemId: 'item-1' },
      attachTo: document.body
    })
    await flushPromises()
    const button = wrapper.get('[data-test="large-view"]')
    ;(button.element as HTMLButtonElement).focus()
    await button.trigger('click')
    await flushPromises()
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.querySelector('[data-test="large-page"]')).not.toBeNull()
    // the page is drawn again across the window, not the pane (1000 px wide here)
    expect(drawn.at(-1)).toBe(window.innerWidth - 48 - 18)
    expect(window.innerWidth).toBeGreaterThan(1000)
    expect(document.activeElement).toBe(dialog.querySelector('[data-test="large-close"]'))

    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    document.activeElement!.dispatchEvent(escape)
    await flushPromises()
    expect(escape.defaultPrevented).toBe(true)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(button.element)
    wrapper.unmount()
  })
})
