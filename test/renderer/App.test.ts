import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { installFakeBridge, makeItem, type FakeBridge } from './fakeBridge'
import { invoiceDetail } from './samples'
import { stubViewport } from './viewport'
import { waitFor } from '../support/waitFor'
import App from '@renderer/App.vue'
import type { FolderHealth } from '@shared/folderHealth'
import type { AppStatus } from '@shared/appStatus'

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
      service: 'production',
      serviceHost: null
    })
    fake.answer('app.status', {
      connection: 'offline',
      paused: false,
      counts: { total: 1, active: 1, done: 0, attention: 0, failed: 0, paused: false },
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

  describe('live region', () => {
    const live = (w: Awaited<ReturnType<typeof mounted>>) => w.get('[data-test="live-status"]')

    it('is one polite status region, silent until something changes', async () => {
      const wrapper = await mounted()
      expect(live(wrapper).attributes('aria-live')).toBe('polite')
      // The progress bar ticks often; it must not be read out each time.
      expect(
        wrapper.get('[data-test="overall-progress"]').element.closest('[aria-live]')
      ).toBeNull()
      expect(live(wrapper).attributes('role')).toBe('status')
      expect(live(wrapper).text()).toBe('')
      wrapper.unmount()
    })

    it('announces pause, a finished batch with its attention count, but not progress ticks', async () => {
      const wrapper = await mounted()
      const status = (over: {
        paused?: boolean
        active?: number
        done?: number
        attention?: number
      }) =>
        fake.emit('app.status', {
          connection: 'online',
          paused: over.paused ?? false,
          counts: {
            total: 3,
            active: over.active ?? 3,
            done: over.done ?? 0,
            attention: over.attention ?? 0,
            failed: over.attention ?? 0,
            paused: over.paused ?? false
          },
          message: null
        })
      status({ paused: true })
      await flushPromises()
      expect(live(wrapper).text()).toBe('Intake paused.')
      status({ active: 2, done: 1 })
      await flushPromises()
      expect(live(wrapper).text()).toBe('Intake running.')
      status({ active: 1, done: 2 })
      await flushPromises()
      expect(live(wrapper).text()).toBe('Intake running.')
      status({ active: 0, done: 3, attention: 1 })
      await flushPromises()
      expect(live(wrapper).text()).toBe('All 3 files are handled. 1 file needs attention.')
      wrapper.unmount()
    })

    it('announces a state change of the open document', async () => {
      const detail = invoiceDetail()
      const wrapper = await mounted([{ ...detail.item, state: 'submitted' }])
      fake.answer('document.detail', detail)
      await wrapper.get('[data-test="inbox-row"] .name').trigger('click')
      await flushPromises()
      expect(live(wrapper).text()).toBe('')
      fake.emit('intake.items', [{ ...detail.item, state: 'extracted' }])
      await flushPromises()
      expect(live(wrapper).text()).toMatch(/^invoice\.pdf: Extracted\. /)
      wrapper.unmount()
    })
  })

  describe('frame', () => {
    it('names the service, says why it is offline and shows the version', async () => {
      const wrapper = await mounted()
      expect(wrapper.get('[data-test="service-label"]').text()).toBe('Production')
      const line = wrapper.get('[role="status"]')
      expect(line.text()).toBe('Offline: files wait until the service is reachable')
      // Main's own reason (English) is kept as it came, for the clerk who hovers.
      expect(line.attributes('title')).toBe('The service cannot be reached; files wait here.')
      expect(wrapper.get('[data-test="app-info"]').text()).toContain('Dropdock 1.2.3 · win32')
      wrapper.unmount()
    })

    it('says which watched folders cannot be reached, one banner each, until they are back', async () => {
      const wrapper = await mounted()
      const status = (folderProblems: FolderHealth[]): AppStatus => ({
        connection: 'online',
        paused: false,
        counts: { total: 1, active: 1, done: 0, attention: 0, failed: 0, paused: false },
        message: null,
        folderProblems
      })
      fake.emit(
        'app.status',
        status([
          {
            path: '/mnt/share',
            state: 'unreachable',
            code: 'ENOENT',
            reason: 'The folder "/mnt/share" does not exist (or cannot be reached).'
          },
          { path: '/srv/locked', state: 'unreachable', code: 'EACCES', reason: 'denied' }
        ])
      )
      await flushPromises()
      // One banner per folder, naming it (the header no longer sums them up in a tooltip).
      expect(
        wrapper.findAll('[data-test="problems"] [role="alert"] p').map((p) => p.text())
      ).toEqual([
        '/mnt/share does not exist or cannot be reached; Dropdock looks again by itself',
        'Dropdock may not read /srv/locked; it looks again by itself'
      ])
      // The connection line is not hidden by the folders' banners.
      expect(wrapper.get('[role="status"]').text()).toBe('Connected')
      fake.emit('app.status', status([]))
      await flushPromises()
      expect(wrapper.find('[data-test="problems"]').exists()).toBe(false)
      wrapper.unmount()
    })

    it('says the list of sent files was damaged, and how many files came back from the service', async () => {
      const wrapper = await mounted()
      const said =
        "The state folder /home/clerk/.config/Dropdock/intake is damaged: The ledger's snapshot is missing."
      const status = (stateRebuilt: number): AppStatus => ({
        connection: 'online',
        paused: false,
        counts: { total: 2, active: 2, done: 0, attention: 0, failed: 0, paused: false },
        message: null,
        stateDamage: said,
        stateRebuilt
      })
      fake.emit('app.status', status(0))
      await flushPromises()
      const line = wrapper.get('[data-test="state-damage"]')
      expect(line.text()).toBe(
        "Dropdock's list of sent files was damaged: files it lost are checked with the service"
      )
      // Main's own sentence (English) names the folder and the part, for IT.
      expect(line.attributes('title')).toBe(said)
      fake.emit('app.status', status(2))
      await flushPromises()
      expect(wrapper.get('[data-test="state-damage"]').text()).toBe(
        "Dropdock's list of sent files was damaged: 2 files were taken back from the service"
      )
      expect(wrapper.get('[role="status"]').text()).toBe('Connected')
      wrapper.unmount()
    })

    it('says intake is paused because the disk under its data is full, until it is not', async () => {
      const wrapper = await mounted()
      const path = '/home/clerk/.config/Dropdock/intake'
      const storage = {
        message: `The disk holding Dropdock's data is full: ${path}`,
        code: 'ENOSPC',
        path
      }
      fake.emit('app.status', {
        connection: 'online',
        paused: false,
        counts: { total: 1, active: 1, done: 0, attention: 0, failed: 0, paused: false },
        message: null,
        storage
      })
      await flushPromises()
      const line = wrapper.get('[role="status"]')
      expect(line.text()).toBe('Intake paused: Dropdock cannot save its data')
      expect(line.attributes('title')).toBe(storage.message)
      expect(line.classes()).toContain('bad')
      fake.emit('app.status', {
        connection: 'online',
        paused: false,
        counts: { total: 1, active: 1, done: 0, attention: 0, failed: 0, paused: false },
        message: null,
        storage: null
      })
      await flushPromises()
      expect(wrapper.get('[role="status"]').text()).toBe('Connected')
      wrapper.unmount()
    })

    it('sums up a finished batch without contradicting itself, counting what the badge counts', async () => {
      const wrapper = await mounted([
        makeItem({ name: 'a.pdf', state: 'extracted' }),
        makeItem({ name: 'b.pdf', state: 'failed' }),
        makeItem({ name: 'c.pdf', state: 'empty' })
      ])
      fake.emit('app.status', {
        connection: 'online',
        paused: false,
        counts: { total: 3, active: 0, done: 3, attention: 2, failed: 1, paused: false },
        message: null
      })
      await flushPromises()
      const summary = wrapper.get('[data-test="overall-progress"]').text()
      expect(summary).toBe('2 of 3 files need attention')
      expect(summary).not.toMatch(/handled/)
      expect(wrapper.get('.badge').text()).toBe('2')
      expect(wrapper.get('[data-test="filter-state"] option[value="attention"]').text()).toBe(
        'Needs attention (2)'
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
      fake.answer('intake.addDropped', { accepted: 1, rejected: [] })
      fake.answer('intake.addBytes', { id: 'b' })
      const wrapper = await mounted()
      const files = [new File(['x'], 'disk-scan.pdf'), new File(['y'], 'attachment.pdf')]
      const event = new Event('drop', { bubbles: true, cancelable: true }) as DragEvent
      Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files } })
      window.dispatchEvent(event)
      // The attachment's bytes are read before it is sent: its call is the last to come.
      await waitFor(
        () => fake.calls.find((c) => c.name === 'intake.addBytes'),
        'the attachment to be sent as bytes',
        5000
      )
      expect(fake.calls.find((c) => c.name === 'intake.addDropped')?.input).toEqual({
        paths: ['/home/clerk/disk-scan.pdf']
      })
      expect(fake.calls.find((c) => c.name === 'intake.addBytes')?.input).toMatchObject({
        name: 'attachment.pdf'
      })
      expect(event.defaultPrevented).toBe(true)
      wrapper.unmount()
    })
  })

  describe('Add files…', () => {
    it("opens main's file dialog from the header button and from Ctrl+O or Cmd+O", async () => {
      fake.answer('intake.chooseFiles', { accepted: 1, rejected: [] })
      const wrapper = await mounted()
      const asked = () => fake.calls.filter((c) => c.name === 'intake.chooseFiles').length
      await wrapper.get('[data-test="add-files"]').trigger('click')
      expect(asked()).toBe(1)
      for (const init of [{ ctrlKey: true }, { metaKey: true }]) {
        const event = new KeyboardEvent('keydown', { key: 'o', cancelable: true, ...init })
        window.dispatchEvent(event)
        expect(event.defaultPrevented).toBe(true)
      }
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'o' }))
      expect(asked()).toBe(3)
      wrapper.unmount()
    })
  })
})
