import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enableAutoUnmount, flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem } from '@shared/intake'
import type { SplitOutcome } from '@shared/split'
import type { DocumentDetail as Detail } from '@shared/views'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { INVOICE_SCHEMA, invoiceDetail } from '../../samples'
import DocumentDetail from '@renderer/components/detail/DocumentDetail.vue'
import { useDetailStore } from '@renderer/stores/detail'
import { useDocumentsStore } from '@renderer/stores/documents'
import { applyLanguage, windowI18n } from '@renderer/i18n'

/** The pages pdf.js drew, and on which canvas, in order; the PDF has `pageCount` pages. */
const drawn: { page: number; width: number; canvas: HTMLCanvasElement }[] = []
let pageCount = 4
vi.mock('@renderer/lib/pdfView', () => ({
  openPdf: async () => ({
    pages: pageCount,
    render: async (page: number, canvas: HTMLCanvasElement, width: number) => {
      drawn.push({ page, width, canvas })
    },
    destroy: async () => {}
  })
}))

/** An IntersectionObserver the test scrolls: `show(page)` says that page's thumbnail is in view. */
class StripObserver {
  static all: StripObserver[] = []
  readonly watched = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    StripObserver.all.push(this)
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
  static show(page: number, isIntersecting = true): void {
    for (const o of StripObserver.all) {
      const target = [...o.watched].find((e) => (e as HTMLElement).dataset.page === String(page))
      if (target) {
        const entry = { target, isIntersecting } as unknown as IntersectionObserverEntry
        o.callback([entry], o as unknown as IntersectionObserver)
      }
    }
  }
}

/** "Split into documents…" in the detail: cuts put by keyboard, the parts, main's outcome. */
describe('detail: Split into documents', () => {
  let fake: FakeBridge
  let w: VueWrapper

  beforeEach(() => {
    drawn.length = 0
    pageCount = 4
    StripObserver.all = []
    vi.stubGlobal('IntersectionObserver', StripObserver)
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('document.types', [{ code: 'commercial_invoice', label: 'Commercial invoice' }])
    fake.answer('document.schema', INVOICE_SCHEMA)
    fake.answer('document.preview', {
      kind: 'pdf',
      name: 'scan.pdf',
      mediaType: 'application/pdf',
      source: 'local',
      bytes: new TextEncoder().encode('%PDF-1.7\n')
    })
  })
  enableAutoUnmount(afterEach)
  afterEach(() => {
    vi.unstubAllGlobals()
    applyLanguage(windowI18n(), 'en')
  })

  /** A 4-page scan sent as one document, extracted: the detail open on it. */
  async function shown(over: Partial<IntakeItem> = {}) {
    const detail: Detail = invoiceDetail()
    detail.item = { ...detail.item, name: 'scan.pdf', md5: 'c2Nhbg==', ...over }
    fake.answer('intake.list', [detail.item])
    fake.answer('document.detail', detail)
    await useDocumentsStore().load()
    await useDetailStore().open(detail.item.id)
    w = mount(DocumentDetail, { attachTo: document.body })
    await flushPromises()
    return detail.item
  }
  const more = () => w.get<HTMLButtonElement>('[data-test="more-actions"]')
  const entry = () => w.find<HTMLElement>('[role="menuitem"][data-test="split"]')
  const dialog = () => document.querySelector<HTMLElement>('[data-test="split-dialog"]')
  const part = (test: string) => dialog()!.querySelector<HTMLElement>(`[data-test="${test}"]`)!
  const pages = () => [...dialog()!.querySelectorAll<HTMLButtonElement>('[data-test="split-page"]')]
  const summary = () =>
    [...dialog()!.querySelectorAll('[data-test="split-part"]')].map((li) => li.textContent?.trim())
  async function key(key: string, on: Element = document.activeElement!) {
    on.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    await flushPromises()
  }
  /** Opens it from More actions, as the clerk does: the menu's button then its entry. */
  async function opened() {
    more().element.focus()
    await more().trigger('click')
    await flushPromises()
    entry().element.click()
    await flushPromises()
    return dialog()!
  }
  /** Tab from Close reaches the strip's one tab stop: the page it was last on. */
  const stripStop = () => pages().filter((b) => b.tabIndex === 0)

  it('is offered in More actions for a PDF sent as one document', async () => {
    await shown()
    expect(entry().text()).toContain('Split into documents…')
    expect(entry().attributes('aria-disabled')).not.toBe('true')
  })

  it.each<[string, Partial<IntakeItem>]>([
    [
      'a packet the service split',
      {
        parts: [
          { documentId: 'p1', pages: { first: 1, last: 2 }, documentType: null, state: 'extracted' }
        ]
      }
    ],
    ['a file that is not a PDF', { name: 'scan.png', path: '/home/clerk/scan.png' }],
    ['a file still in flight', { state: 'classified' }]
  ])('is not offered for %s', async (_, over) => {
    await shown(over)
    expect(w.find('[data-test="more-actions-menu"]').exists()).toBe(true)
    expect(entry().exists()).toBe(false)
  })

  it('opens on its Close button with the pages as one tab stop and Split unavailable', async () => {
    await shown()
    const d = await opened()
    expect(d.getAttribute('role')).toBe('dialog')
    expect(d.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(part('split-close'))
    expect(fake.calls.filter((c) => c.name === 'document.preview').at(-1)?.input).toEqual({
      itemId: useDetailStore().itemId
    })
    expect(pages()).toHaveLength(4)
    expect(stripStop()).toEqual([pages()[0]])
    expect(pages().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Cut after page 1',
      'Cut after page 2',
      'Cut after page 3',
      'Page 4, the last page'
    ])
    expect(part('split-count').textContent?.trim()).toBe('1 document')
    expect(summary()).toEqual(['Part 1: pages 1–4'])
    expect(part('split-run').getAttribute('aria-disabled')).toBe('true')
    expect(part('split-run').getAttribute('aria-describedby')).toBeTruthy()
    // Unavailable: Split asks main nothing.
    part('split-run').click()
    await flushPromises()
    expect(fake.calls.some((c) => c.name === 'document.split')).toBe(false)
  })

  it('draws only the thumbnails in view, each once, small', async () => {
    await shown()
    await opened()
    // The original beside the data draws its own page; the dialog's are its thumbnails.
    const thumbnails = () =>
      drawn.filter((d) => dialog()!.contains(d.canvas)).map(({ page, width }) => ({ page, width }))
    expect(thumbnails()).toEqual([])
    StripObserver.show(1)
    StripObserver.show(2)
    StripObserver.show(1)
    await flushPromises()
    expect(thumbnails()).toEqual([
      { page: 1, width: 112 },
      { page: 2, width: 112 }
    ])
  })

  it('gives a thumbnail’s pixels back once it leaves the view, and draws it again on return', async () => {
    await shown()
    await opened()
    StripObserver.show(3)
    await flushPromises()
    const canvas = dialog()!.querySelector<HTMLCanvasElement>('canvas[data-page="3"]')!
    canvas.width = 224
    StripObserver.show(3, false)
    expect(canvas.width).toBe(0)
    StripObserver.show(3)
    await flushPromises()
    expect(drawn.filter((d) => d.canvas === canvas).map((d) => d.page)).toEqual([3, 3])
  })

  it('moves by the arrow keys and puts or takes away a cut with Space, Enter', async () => {
    await shown()
    await opened()
    stripStop()[0]!.focus()
    await key('ArrowRight')
    expect(document.activeElement).toBe(pages()[1])
    // The strip's tab stop follows the focus.
    expect(stripStop()).toEqual([pages()[1]])
    await key(' ')
    expect(pages()[1]!.getAttribute('aria-pressed')).toBe('true')
    expect(part('split-count').textContent?.trim()).toBe('2 documents')
    expect(summary()).toEqual(['Part 1: pages 1–2', 'Part 2: pages 3–4'])
    expect(part('split-summary').getAttribute('aria-live')).toBe('polite')
    expect(part('split-run').getAttribute('aria-disabled')).toBe('false')

    await key('ArrowLeft')
    await key('Enter')
    expect(summary()).toEqual(['Part 1: page 1', 'Part 2: page 2', 'Part 3: pages 3–4'])
    await key('Enter')
    expect(summary()).toEqual(['Part 1: pages 1–2', 'Part 2: pages 3–4'])

    // End goes to the last page, which has no cut after it.
    await key('End')
    expect(document.activeElement).toBe(pages()[3])
    await key(' ')
    expect(pages()[3]!.getAttribute('aria-pressed')).toBeNull()
    expect(summary()).toEqual(['Part 1: pages 1–2', 'Part 2: pages 3–4'])
    await key('Home')
    expect(document.activeElement).toBe(pages()[0])
  })

  it('moves a row with ArrowDown and ArrowUp when the thumbnails wrap', async () => {
    await shown()
    await opened()
    // Two pages a row, as a narrow dialog lays them out.
    pages().forEach((b, i) =>
      Object.defineProperty(b, 'offsetTop', {
        configurable: true,
        get: () => 100 * Math.floor(i / 2)
      })
    )
    pages()[0]!.focus()
    await key('ArrowDown')
    expect(document.activeElement).toBe(pages()[2])
    await key('ArrowRight')
    await key('ArrowDown')
    expect(document.activeElement).toBe(pages()[3])
    await key('ArrowUp')
    expect(document.activeElement).toBe(pages()[1])
  })

  it('puts a cut by a click on the gap after a page', async () => {
    await shown()
    await opened()
    dialog()!.querySelectorAll<HTMLElement>('[data-test="split-gap"]')[2]!.click()
    await flushPromises()
    expect(summary()).toEqual(['Part 1: pages 1–3', 'Part 2: page 4'])
  })

  async function splitTwoByTwo(answer: SplitOutcome) {
    fake.answer('document.split', answer)
    await shown()
    await opened()
    pages()[1]!.focus()
    await key(' ')
    part('split-run').click()
    await flushPromises()
  }
  const outcome = () =>
    [...part('split-outcome').querySelectorAll('p')].map((p) => p.textContent?.trim()).join(' ')

  it('asks main to split the file on its parts, and says what it did', async () => {
    await splitTwoByTwo({ kind: 'split', created: 2, duplicates: 0, failed: [], replaced: true })
    expect(fake.calls.filter((c) => c.name === 'document.split').map((c) => c.input)).toEqual([
      {
        itemId: useDetailStore().itemId,
        ranges: [
          { first: 1, last: 2 },
          { first: 3, last: 4 }
        ]
      }
    ])
    expect(part('split-outcome').getAttribute('role')).toBe('status')
    expect(outcome()).toBe(
      '2 documents were sent. The service’s one document for the whole file was deleted.'
    )
    // Done: Split is gone, the pages take no more cuts, the focus is on Close.
    expect(dialog()!.querySelector('[data-test="split-run"]')).toBeNull()
    expect(document.activeElement).toBe(part('split-close'))
    pages()[0]!.focus()
    await key(' ')
    expect(summary()).toEqual(['Part 1: pages 1–2', 'Part 2: pages 3–4'])
    expect(pages()[0]!.getAttribute('aria-disabled')).toBe('true')
  })

  it('says which pages were not sent, which parts the service had, and that the one document stayed', async () => {
    await splitTwoByTwo({
      kind: 'split',
      created: 0,
      duplicates: 1,
      failed: [{ first: 3, last: 4 }],
      replaced: false
    })
    expect(outcome()).toBe(
      '0 documents were sent. 1 part was already at the service. Not sent: pages 3–4. Retry sends them again. ' +
        'The service’s one document for the whole file was kept, since not every part was sent.'
    )
  })

  it('says nothing happened when the clerk said no, and lets them try again', async () => {
    await splitTwoByTwo({ kind: 'cancelled' })
    expect(outcome()).toBe('Nothing was split.')
    expect(part('split-run').getAttribute('aria-disabled')).toBe('false')
    expect(summary()).toEqual(['Part 1: pages 1–2', 'Part 2: pages 3–4'])
  })

  it('is busy while main works: Split and Escape wait', async () => {
    let finish: (o: SplitOutcome) => void = () => undefined
    fake.answer(
      'document.split',
      (() => new Promise<SplitOutcome>((ok) => (finish = ok))) as unknown as () => SplitOutcome
    )
    await shown()
    await opened()
    pages()[1]!.focus()
    await key(' ')
    part('split-run').click()
    await flushPromises()
    expect(outcome()).toBe('Splitting…')
    expect(part('split-run').getAttribute('aria-disabled')).toBe('true')
    expect(part('split-run').textContent?.trim()).toBe('Splitting…')
    part('split-run').click()
    await key('Escape', part('split-run'))
    expect(dialog()).not.toBeNull()
    expect(fake.calls.filter((c) => c.name === 'document.split')).toHaveLength(1)
    finish({ kind: 'cancelled' })
    await flushPromises()
    expect(outcome()).toBe('Nothing was split.')
    expect(part('split-run').textContent?.trim()).toBe('Split')
  })

  it('says why main refused it', async () => {
    fake.fail('document.split', {
      kind: 'validation',
      message: '"scan.pdf" is not a PDF: only a PDF is split.',
      detail: 'code split_not_pdf'
    })
    await shown()
    await opened()
    pages()[0]!.focus()
    await key(' ')
    part('split-run').click()
    await flushPromises()
    expect(part('split-error').textContent).toBe(
      'The file was not split: Dropdock does not split this file as it is now. It may have ' +
        'changed since it was sent, be damaged or locked, or be several documents already.'
    )
    // Main's own sentence for IT, in the tooltip.
    expect(part('split-error').getAttribute('title')).toBe(
      '"scan.pdf" is not a PDF: only a PDF is split.'
    )
    expect(part('split-error').getAttribute('role')).toBe('alert')
  })

  it('closes on Escape back to More actions, the panel still open', async () => {
    await shown()
    await opened()
    pages()[0]!.focus()
    await key('Escape')
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(more().element)
    expect(useDetailStore().itemId).not.toBeNull()
  })

  it('keeps Tab inside: from Split it goes round to Close, and back', async () => {
    await shown()
    await opened()
    pages()[0]!.focus()
    await key(' ')
    // The browser moves Tab inside; only the ends are the dialog's to wrap.
    part('split-run').focus()
    part('split-run').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    )
    expect(document.activeElement).toBe(part('split-close'))
    part('split-close').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true })
    )
    expect(document.activeElement).toBe(part('split-run'))
  })

  it('says a one-page PDF has nothing to split', async () => {
    pageCount = 1
    await shown()
    await opened()
    expect(part('split-problem').textContent?.trim()).toBe(
      'This PDF has one page: there is nothing to split.'
    )
    expect(part('split-run').getAttribute('aria-disabled')).toBe('true')
  })

  it('speaks the window’s language', async () => {
    applyLanguage(windowI18n(), 'de')
    await shown()
    await opened()
    pages()[1]!.focus()
    await key(' ')
    expect(summary()).toEqual(['Teil 1: Seiten 1–2', 'Teil 2: Seiten 3–4'])
    expect(part('split-run').textContent?.trim()).toBe('Teilen')
  })
})
