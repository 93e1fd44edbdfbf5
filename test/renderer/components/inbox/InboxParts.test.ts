import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem, ItemPart } from '@shared/intake'
import { installFakeBridge, makeItem } from '../../fakeBridge'
import { stubScrolling, stubViewport } from '../../viewport'
import { focused } from '../../focus'
import { waitFor } from '../../../support/waitFor'
import InboxList from '@renderer/components/inbox/InboxList.vue'
import { useDocumentsStore } from '@renderer/stores/documents'

const part = (n: number, over: Partial<ItemPart>): ItemPart => ({
  documentId: `doc-${n}`,
  pages: { first: n, last: n },
  documentType: null,
  state: 'extracted',
  shipmentNumbers: [],
  containerNumbers: [],
  extracted: null,
  ...over
})

/** The scan of an invoice, a packing list (two pages) and a B/L the service split. */
const scan = (): IntakeItem =>
  makeItem({
    id: 'scan',
    name: 'scan.pdf',
    state: 'extracted',
    documentType: null,
    shipmentNumbers: ['MAEU241234567', 'MEDUQ2417731'],
    parts: [
      part(1, {
        documentType: 'commercial_invoice',
        shipmentNumbers: ['MAEU241234567'],
        extracted: { invoice_number: 'INV-2026-0415' }
      }),
      part(2, { pages: { first: 2, last: 3 }, documentType: 'packing_list' }),
      part(4, {
        documentType: 'bill_of_lading',
        shipmentNumbers: ['MEDUQ2417731'],
        extracted: { bill_of_lading_number: 'MEDUQ2417731' }
      })
    ]
  })

const LABELS: Record<string, string> = {
  commercial_invoice: 'Commercial invoice',
  packing_list: 'Packing list',
  bill_of_lading: 'Bill of lading'
}

describe('inbox: a file the service split into documents', () => {
  let restore: () => void
  let restoreScrolling: () => void
  let wrapper: VueWrapper | null = null
  beforeEach(() => {
    installFakeBridge()
    setActivePinia(createPinia())
    restore = stubViewport(600)
    restoreScrolling = stubScrolling()
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
    restoreScrolling()
    restore()
  })

  async function list(items: IntakeItem[]) {
    wrapper = mount(InboxList, {
      props: {
        items,
        selection: new Set<string>(),
        openId: null,
        typeLabel: (code: string | null) => (code ? (LABELS[code] ?? code) : null)
      },
      attachTo: document.body
    })
    await flushPromises()
    return wrapper
  }

  async function key(name: string): Promise<void> {
    const target = document.activeElement!
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
    )
    await waitFor(() => focused() !== target && focused(), `focus to move on ${name}`, 2000)
  }

  it('is one row saying how many documents, its documents beneath it once disclosed', async () => {
    const w = await list([scan(), makeItem({ id: 'other', name: 'other.pdf' })])
    expect(w.findAll('[data-test="inbox-row"]')).toHaveLength(2)
    const row = w.find('[data-id="scan"]')
    expect(row.find('[data-test="row-sentence"]').text()).toMatch(/^3 documents · /)
    const toggle = row.find('[data-test="row-parts-toggle"]')
    expect(toggle.attributes('aria-expanded')).toBe('false')
    expect(toggle.attributes('aria-label')).toBe('Documents in scan.pdf')
    expect(w.findAll('[data-test="row-part"]')).toHaveLength(0)
    // The other file has nothing to disclose.
    expect(w.find('[data-id="other"] [data-test="row-parts-toggle"]').exists()).toBe(false)

    await toggle.trigger('click')
    expect(toggle.attributes('aria-expanded')).toBe('true')
    const parts = w.findAll('[data-test="row-part"]')
    expect(parts.map((p) => p.find('.pages').text())).toEqual(['Page 1', 'Pages 2–3', 'Page 4'])
    expect(parts.map((p) => p.find('.type').text())).toEqual([
      'Commercial invoice',
      'Packing list',
      'Bill of lading'
    ])
    expect(parts.map((p) => p.find('.key').text())).toEqual([
      'Invoice INV-2026-0415',
      '',
      'B/L MEDUQ2417731'
    ])
    // Each document its own outcome: the packing list is on no shipment.
    expect(parts.map((p) => p.find('[data-outcome]').attributes('data-outcome'))).toEqual([
      'linked',
      'needs_shipment',
      'linked'
    ])
    expect(toggle.attributes('aria-controls')).toBe(w.find('ul.parts').attributes('id'))
  })

  it('discloses by keyboard: ArrowLeft from the name to the disclosure, Enter opens it', async () => {
    const w = await list([scan(), makeItem({ id: 'other', name: 'other.pdf' })])
    ;(w.find('[data-id="scan"] [data-roving="name"]').element as HTMLElement).focus()
    await key('ArrowLeft')
    expect(focused()?.dataset.test).toBe('row-parts-toggle')
    // A button: Enter and Space press it (the browser's own keys), as a click does here.
    ;(focused() as HTMLButtonElement).click()
    await flushPromises()
    expect(focused()?.getAttribute('aria-expanded')).toBe('true')
    expect(w.findAll('[data-test="row-part"]')).toHaveLength(3)
    await key('ArrowLeft')
    expect(focused()?.getAttribute('type')).toBe('checkbox')
    await key('ArrowRight')
    expect(focused()?.dataset.test).toBe('row-parts-toggle')
    await key('ArrowRight')
    expect(focused()?.textContent?.trim()).toBe('scan.pdf')
    // Down to a file without documents: its name, and ArrowLeft goes to its checkbox.
    ;(focused() as HTMLElement).focus()
    await key('ArrowDown')
    expect(focused()?.textContent?.trim()).toBe('other.pdf')
    await key('ArrowLeft')
    expect(focused()?.getAttribute('type')).toBe('checkbox')
  })

  it('is found by the outcome or the type of any of its documents', async () => {
    const fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('intake.list', [
      scan(),
      makeItem({ id: 'one', name: 'one.pdf', state: 'extracted' })
    ])
    const store = useDocumentsStore()
    await store.load()
    store.filters.state = 'needs_shipment'
    expect(store.filtered.map((i) => i.name).sort()).toEqual(['one.pdf', 'scan.pdf'])
    store.filters.state = 'linked'
    expect(store.filtered.map((i) => i.name)).toEqual(['scan.pdf'])
    store.filters.state = 'all'
    store.filters.type = 'packing_list'
    expect(store.filtered.map((i) => i.name)).toEqual(['scan.pdf'])
  })
})
