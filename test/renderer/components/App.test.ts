import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { installFakeBridge, makeItem, type FakeBridge } from '../fakeBridge'
import { invoiceDetail } from '../samples'
import { stubViewport } from '../viewport'
import App from '@renderer/App.vue'

describe('App', () => {
  let fake: FakeBridge
  let restore: () => void

  beforeEach(() => {
    fake = installFakeBridge()
    restore = stubViewport(600)
    fake.answer('app.info', {
      name: 'Dropdock',
      version: '1.2.3',
      platform: 'win32',
      sandbox: false,
      serviceLabel: 'Production'
    })
    fake.answer('app.status', {
      connection: 'offline',
      paused: false,
      counts: { total: 1, active: 1, done: 0, attention: 0, paused: false },
      message: 'The service cannot be reached; files wait here.'
    })
    fake.answer('document.types', [])
  })
  afterEach(() => restore())

  async function mounted(items = [makeItem({ id: 'item-a', name: 'a.pdf' })]) {
    fake.answer('intake.list', items)
    const wrapper = mount(App, { global: { plugins: [createPinia()] }, attachTo: document.body })
    await flushPromises()
    return wrapper
  }

  describe('frame', () => {
    it('names the service, says why it is offline and shows the version', async () => {
      const wrapper = await mounted()
      expect(wrapper.get('[data-test="service-label"]').text()).toBe('Production')
      expect(wrapper.text()).toContain('The service cannot be reached; files wait here.')
      expect(wrapper.get('[data-test="app-info"]').text()).toContain('Dropdock 1.2.3 · win32')
      wrapper.unmount()
    })

    it('says intake is paused because the disk under its data is full, until it is not', async () => {
      const wrapper = await mounted()
      const storage =
        "The disk holding Dropdock's data is full: /home/clerk/.config/Dropdock/intake"
      fake.emit('app.status', {
        connection: 'online',
        paused: false,
        counts: { total: 1, active: 1, done: 0, attention: 0, paused: false },
        message: null,
        storage
      })
      await flushPromises()
      const line = wrapper.get('[role="status"]')
      expect(line.text()).toBe(`Intake paused: ${storage}`)
      expect(line.classes()).toContain('bad')
      fake.emit('app.status', {
        connection: 'online',
        paused: false,
        counts: { total: 1, active: 1, done: 0, attention: 0, paused: false },
        message: null,
        storage: null
      })
      await flushPromises()
      expect(wrapper.get('[role="status"]').text()).toBe('Connected')
      wrapper.unmount()
    })

    it('sums up a finished batch and what needs attention', async () => {
      const wrapper = await mounted()
      fake.emit('app.status', {
        connection: 'online',
        paused: false,
        counts: { total: 3, active: 0, done: 3, attention: 1, paused: false },
        message: null
      })
      await flushPromises()
      expect(wrapper.get('[data-test="overall-progress"]').text()).toBe(
        'All 3 files are handled · 1 needs attention'
      )
      wrapper.unmount()
    })

    it('moves between screens with aria-current on the active one', async () => {
      const wrapper = await mounted()
      await wrapper.get('[data-test="nav-lookup"]').trigger('click')
      expect(wrapper.find('[data-test="lookup-form"]').exists()).toBe(true)
      expect(wrapper.get('[data-test="nav-lookup"]').attributes('aria-current')).toBe('page')
      expect(wrapper.get('[data-test="nav-inbox"]').attributes('aria-current')).toBeUndefined()
      wrapper.unmount()
    })
  })

  describe('app.navigate', () => {
    it('opens the document a notification pointed at', async () => {
      fake.answer('document.detail', {
        ...invoiceDetail(),
        item: makeItem({ id: 'item-a', name: 'a.pdf' })
      })
      const wrapper = await mounted()
      await wrapper.get('[data-test="nav-settings"]').trigger('click')
      fake.emit('app.navigate', { view: 'inbox', itemId: 'item-a' })
      await flushPromises()
      expect(wrapper.get('[data-test="detail"]').text()).toContain('a.pdf')
      expect(fake.calls.find((c) => c.name === 'document.detail')?.input).toEqual({
        itemId: 'item-a'
      })
      wrapper.unmount()
    })
  })

  describe('drop', () => {
    it('sends files with a path by path and the others as bytes', async () => {
      fake.answer('intake.addPaths', { accepted: 1, rejected: [] })
      fake.answer('intake.addBytes', { id: 'b' })
      const wrapper = await mounted()
      const files = [new File(['x'], 'disk-scan.pdf'), new File(['y'], 'attachment.pdf')]
      const event = new Event('drop', { bubbles: true, cancelable: true }) as DragEvent
      Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files } })
      window.dispatchEvent(event)
      await flushPromises()
      await new Promise((r) => setTimeout(r, 20))
      expect(fake.calls.find((c) => c.name === 'intake.addPaths')?.input).toEqual({
        paths: ['/home/clerk/disk-scan.pdf']
      })
      expect(fake.calls.find((c) => c.name === 'intake.addBytes')?.input).toMatchObject({
        name: 'attachment.pdf'
      })
      expect(event.defaultPrevented).toBe(true)
      wrapper.unmount()
    })
  })
})
