import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { stubViewport } from '../viewport'
import App from '@renderer/App.vue'
import { countStates } from '../../support/countStates'
import type { AppStatus } from '@shared/appStatus'

/**
 * Every count the window shows is main's, the one the tray and its menu show: the header's
 * summary, the navigation's badge, the filter's counts and "Retry failed". Here main's ledger
 * has let go of a finished file the window still lists (the ledger keeps at most 100,000).
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
      makeItem({ state: 'extracted' })
    ]
    const ledger = held.slice(1)
    const status: AppStatus = {
      connection: 'online',
      paused: false,
      // What main's countEntries makes of its ledger.
      counts: countStates(
        ledger.map((i) => i.state),
        false
      ),
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
})
