import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { stubViewport } from '../viewport'
import App from '@renderer/App.vue'
import { countItems } from '../../support/countItems'
import type { AppStatus } from '@shared/appStatus'

/**
 * Every count the window shows is main's, the one the tray and its menu show: the header's
 * summary, the navigation's badge, the filter's counts and "Retry failed". Here main's ledger
 * has let go of a finished file the window still lists (the ledger keeps at most 100,000); and
 * the clerk has acknowledged a failure, which leaves every "needs attention" and Retry failed.
 */
describe('the counts the window shows', () => {
  let fake: FakeBridge
  let restore: () => void

  beforeEach(() => {
    fake = installFakeBridge()
    restore = stubViewport(600, 1200)
    fake.answer('app.info', {
      name: 'Dropdock',
      version: '1.2.3',
      platform: 'linux',
      sandbox: false,
      service: 'production',
      serviceHost: null
    })
    fake.answer('document.types', [])
  })
  afterEach(() => restore())

  it("are main's, wherever they are shown", async () => {
    const failed = (name: string) =>
      makeItem({ name, state: 'failed', lastError: { kind: 'file', message: 'gone' } })
    const held = [
      failed('a.pdf'),
      failed('b.pdf'),
      failed('c.pdf'),
      makeItem({ state: 'extracted', shipmentNumbers: ['MAEU241234567'] })
    ]
    const ledger = held.slice(1)
    const status: AppStatus = {
      connection: 'online',
      paused: false,
      // What main's countEntries makes of its ledger.
      counts: countItems(ledger, false),
      message: null
    }
    fake.answer('intake.list', held)
    fake.answer('app.status', status)
    const wrapper = mount(App, { global: { plugins: [createPinia()] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.findAll('[data-test="inbox-row"]')).toHaveLength(4)
    expect(wrapper.get('[data-test="overall-progress"]').text()).toBe('2 of 3 files need attention')
    expect(wrapper.get('[data-test="nav-inbox"] .badge').text()).toBe('2')
    expect(wrapper.get('[data-test="retry-failed"]').text()).toBe('Retry failed (2)')
    const options = wrapper.findAll('[data-test="filter-state"] option').map((o) => o.text())
    expect(options).toContain('All (3)')
    expect(options).toContain('Needs attention (2)')
    expect(options.find((o) => o.startsWith('Failed'))).toBe('Failed (2)')
    wrapper.unmount()
  })

  it('say one "needs attention": the filter shows what it counts, Retry failed a part of it', async () => {
    const failed = (name: string, acknowledgedAt?: string) =>
      makeItem({
        name,
        state: 'failed',
        lastError: { kind: 'file', message: 'gone' },
        acknowledgedAt
      })
    // Acknowledged by the clerk after it failed: no longer needs attention.
    const seen = failed('seen.pdf', '2026-03-02T10:00:00Z')
    const items = [
      seen,
      failed('open.pdf'),
      makeItem({ name: 'blank.pdf', state: 'empty' }),
      makeItem({ name: 'done.pdf', state: 'extracted', shipmentNumbers: ['MAEU241234567'] })
    ]
    const status: AppStatus = {
      connection: 'online',
      paused: false,
      // What main's ledger counts, its acknowledged failure tallied apart.
      counts: countItems(items, false),
      message: null
    }
    fake.answer('intake.list', items)
    fake.answer('app.status', status)
    const wrapper = mount(App, { global: { plugins: [createPinia()] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.get('[data-test="overall-progress"]').text()).toBe('2 of 4 files need attention')
    expect(wrapper.get('[data-test="nav-inbox"] .badge').text()).toBe('2')
    const filter = wrapper.get('[data-test="filter-state"]')
    expect(filter.get('option[value="attention"]').text()).toBe('Needs attention (2)')
    // The filter lists the two it counts, not the acknowledged one.
    await filter.setValue('attention')
    await flushPromises()
    const names = wrapper.findAll('[data-test="inbox-row"] .name').map((n) => n.text())
    expect(names.sort()).toEqual(['blank.pdf', 'open.pdf'])
    // The empty file cannot be tried again: the button counts one, and says why it is not two.
    const retry = wrapper.get('[data-test="retry-failed"]')
    expect(retry.text()).toBe('Retry failed (1)')
    expect(retry.attributes('title')).toBe(
      '1 of the 2 files that need attention can be tried again; trying again does not help the others: an empty file has to be scanned again, a document on no shipment needs its number tracked.'
    )
    wrapper.unmount()
  })

  it('count a document read but on no shipment as needing attention, not as failed', async () => {
    const unlinked = makeItem({
      name: 'Scan 0007.pdf',
      state: 'extracted',
      documentType: 'commercial_invoice',
      extracted: { invoice_number: 'INV-2026-0777', bill_of_lading_number: 'COSU6123456780' }
    })
    const linked = makeItem({
      name: 'bl.pdf',
      state: 'extracted',
      documentType: 'bill_of_lading',
      shipmentNumbers: ['MAEU241234567'],
      extracted: { bill_of_lading_number: 'MAEU241234567' }
    })
    const items = [unlinked, linked]
    fake.answer('intake.list', items)
    fake.answer('app.status', {
      connection: 'online',
      paused: false,
      counts: countItems(items, false),
      message: null
    } satisfies AppStatus)
    const wrapper = mount(App, { global: { plugins: [createPinia()] }, attachTo: document.body })
    await flushPromises()
    expect(wrapper.get('[data-test="overall-progress"]').text()).toBe(
      '1 of 2 files needs attention'
    )
    expect(wrapper.get('[data-test="nav-inbox"] .badge').text()).toBe('1')
    // Nothing to send again: Retry failed does not count it.
    const retry = wrapper.get('[data-test="retry-failed"]')
    expect(retry.text()).toBe('Retry failed (0)')
    expect(retry.attributes('disabled')).toBeDefined()
    // Its row says so, named by its invoice number; the linked one names its shipment.
    const row = (id: string) => wrapper.get(`[data-test="inbox-row"][data-id="${id}"]`)
    expect(row(unlinked.id).get('[data-state]').text()).toMatch(/^No shipment:/)
    expect(row(unlinked.id).get('[data-state]').classes()).toContain('warn')
    expect(row(unlinked.id).get('.sentence').text()).toBe(
      'Invoice INV-2026-0777 · Not on a shipment yet'
    )
    expect(row(linked.id).get('[data-state]').text()).toMatch(/^Linked:/)
    expect(row(linked.id).get('.sentence').text()).toBe(
      'B/L MAEU241234567 · Linked to its shipment'
    )
    const filter = wrapper.get('[data-test="filter-state"]')
    expect(filter.get('option[value="attention"]').text()).toBe('Needs attention (1)')
    expect(filter.get('option[value="needs_shipment"]').text()).toBe('On no shipment (1)')
    await filter.setValue('needs_shipment')
    await flushPromises()
    const names = wrapper.findAll('[data-test="inbox-row"] .name').map((n) => n.text())
    expect(names).toEqual(['Scan 0007.pdf'])
    wrapper.unmount()
  })
})
