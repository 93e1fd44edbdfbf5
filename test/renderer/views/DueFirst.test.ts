import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { IntakeItem } from '@shared/intake'
import type { ContainerView, DocumentDetail } from '@shared/views'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { boxView, daysFromNow } from '../journeySamples'
import { invoiceDetail } from '../samples'
import { stubScrolling, stubViewport } from '../viewport'
import InboxView from '@renderer/views/InboxView.vue'
import { useDocumentsStore } from '@renderer/stores/documents'
import { applyLanguage, windowI18n } from '@renderer/i18n'
import { FIND_SESSION_KEY } from '@renderer/lib/inbox/inboxFind'

/** A document read and linked to a shipment, made `age` minutes ago. */
function linked(id: string, age: number): IntakeItem {
  const at = new Date(Date.UTC(2026, 2, 2, 9, 0) - age * 60_000).toISOString()
  return makeItem({
    id,
    name: `${id}.pdf`,
    state: 'extracted',
    documentId: `doc-${id}`,
    shipmentNumbers: [`SHIP-${id}`],
    containerNumbers: [`BOX-${id}`],
    createdAt: at,
    updatedAt: at
  })
}
const noon = (days: number) => daysFromNow(days).slice(0, 10) + 'T12:00:00Z'

describe("What's due first", () => {
  let fake: FakeBridge
  let wrapper: VueWrapper | null = null
  let restore: () => void
  let restoreScrolling: () => void

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    restore = stubViewport(900, 1400)
    restoreScrolling = stubScrolling()
    fake.answer('document.types', [])
  })
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
    restoreScrolling()
    restore()
  })

  const items = [
    linked('later', 1),
    linked('none', 2),
    linked('overdue', 3),
    linked('soon', 4),
    makeItem({ id: 'unlinked', name: 'unlinked.pdf', state: 'extracted' })
  ]
  const containers: Record<string, ContainerView[]> = {
    // The line's day (in 6 days) is later than the terminal's (in 9): the line's is said.
    later: [
      boxView({
        pickup_lfd: noon(9),
        pod_timezone: 'UTC',
        import_deadlines: {
          pickup_lfd_terminal: null,
          pickup_lfd_rail: null,
          pickup_lfd_line: noon(6)
        }
      })
    ],
    none: [boxView({ pod_timezone: 'UTC' })],
    overdue: [
      boxView({
        pickup_lfd: noon(-2),
        pod_timezone: 'UTC',
        holds_at_pod_terminal: [{ name: 'customs', status: 'hold', description: '' }],
        fees_at_pod_terminal: [{ type: 'demurrage', amount: 375, currency_code: 'USD' }]
      })
    ],
    soon: [boxView({ pickup_lfd: noon(1), pod_timezone: 'UTC' })]
  }

  function answerDetails(): void {
    fake.answer('document.detail', ((input: { itemId: string }) => {
      const d: DocumentDetail = invoiceDetail()
      d.item = items.find((i) => i.id === input.itemId)!
      d.containers = containers[input.itemId] ?? []
      return d
    }) as never)
  }

  async function inbox(): Promise<VueWrapper> {
    fake.answer('intake.list', items)
    answerDetails()
    await useDocumentsStore().load()
    wrapper = mount(InboxView, { attachTo: document.body })
    await flushPromises()
    return wrapper
  }
  const rows = () =>
    wrapper!.findAll('[data-test="inbox-row"]').map((r) => ({
      id: r.attributes('data-id'),
      text: r.get('[data-test="row-sentence"]').text(),
      bad: r.get('[data-test="row-sentence"]').classes().includes('bad')
    }))

  it('orders the documents on shipments by the earliest last free day, none last', async () => {
    await inbox()
    const choice = wrapper!.get<HTMLSelectElement>('[data-test="filter-state"]')
    expect(choice.get('[data-test="filter-due"]').text()).toMatch(/^What's due first/)
    await choice.setValue('due')
    await flushPromises()
    const detailCalls = fake.calls.filter((c) => c.name === 'document.detail')
    expect(detailCalls.map((c) => (c.input as { itemId: string }).itemId).sort()).toEqual([
      'later',
      'none',
      'overdue',
      'soon'
    ])
    const shown = rows()
    expect(shown.map((r) => r.id)).toEqual(['overdue', 'soon', 'later', 'none'])
    expect(shown[0].text).toMatch(
      /^Overdue by 2 days: last free day was .+ · 1 hold at the terminal · fees \$375\.00$/
    )
    // Past is said in words, and in red.
    expect(shown[0].bad).toBe(true)
    expect(shown[1].text).toMatch(/^1 day left: last free day /)
    expect(shown[1].bad).toBe(false)
    expect(shown[2].text).toMatch(/^6 days left: last free day /)
    expect(shown[3].text).toBe('No last free day known')
    // Asked once per version of each item: choosing the view again asks nothing more.
    await choice.setValue('all')
    await choice.setValue('due')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.detail')).toHaveLength(4)
  })

  it('is kept for the session and says it in German', async () => {
    sessionStorage.setItem(FIND_SESSION_KEY, JSON.stringify({ filters: { state: 'due' } }))
    applyLanguage(windowI18n(), 'de')
    await inbox()
    await flushPromises()
    const shown = rows()
    expect(shown.map((r) => r.id)).toEqual(['overdue', 'soon', 'later', 'none'])
    expect(shown[0].text).toMatch(
      /^Seit 2 Tagen überfällig: letzter kostenfreier Tag war .+ · 1 Sperre am Terminal · Gebühren 375,00\s\$$/
    )
    expect(shown[1].text).toMatch(/^Noch 1 Tag: letzter kostenfreier Tag /)
  })

  it('says when the service did not give the containers', async () => {
    await inbox()
    fake.fail('document.detail', { kind: 'network', message: 'Could not reach the service.' })
    await wrapper!.get('[data-test="filter-state"]').setValue('due')
    await flushPromises()
    expect(rows().map((r) => r.text)).toEqual(
      Array(4).fill('Last free day not known: the service did not answer')
    )
    const asked = fake.calls.filter((c) => c.name === 'document.detail').length
    // The rows changing does not ask again; choosing the view again does.
    fake.emit('intake.progress', [])
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.detail')).toHaveLength(asked)
    answerDetails()
    const choice = wrapper!.get('[data-test="filter-state"]')
    await choice.setValue('all')
    await choice.setValue('due')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'document.detail')).toHaveLength(asked + 4)
    expect(rows()[0].text).toMatch(/^Overdue by 2 days/)
  })
})
