import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { FolderHealth } from '@shared/folderHealth'
import type { AppStatus } from '@shared/appStatus'
import {
  type SettingsUpdate,
  type WatchedFolder,
  POLL_INTERVAL_LIMITS_MS,
  QUIET_LIMITS_MS
} from '@shared/settingsSchema'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { settingsView } from '../../samples'
import FolderEditor from '@renderer/components/settings/FolderEditor.vue'
import { useAppStore } from '@renderer/stores/app'
import { newFolder, useSettingsStore } from '@renderer/stores/settings'

describe('components/settings/FolderEditor', () => {
  let fake: FakeBridge
  let folder: WatchedFolder

  beforeEach(async () => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    folder = newFolder('/home/clerk/Scans')
    fake.answer('settings.get', settingsView({ folders: [folder] }))
    fake.answer('settings.update', (patch: SettingsUpdate) => settingsView(patch as never))
    await useSettingsStore().load()
  })

  const lastFolders = (): WatchedFolder[] =>
    (fake.calls.filter((c) => c.name === 'settings.update').at(-1)?.input as SettingsUpdate)
      .folders!

  describe('options', () => {
    it('saves patterns, waiting time and the after-upload action of that folder', async () => {
      const wrapper = mount(FolderEditor, { props: { folder, locked: false } })
      await wrapper.get(`#folder-${folder.id}-include`).setValue('*.pdf, *.tif')
      expect(lastFolders()[0].include).toEqual(['*.pdf', '*.tif'])
      await wrapper.get(`#folder-${folder.id}-quiet`).setValue('3.5')
      expect(lastFolders()[0].quietMs).toBe(3500)
      await wrapper.get(`#folder-${folder.id}-after`).setValue('delete')
      await wrapper.get('[data-test="after-upload-save"]').trigger('click')
      await flushPromises()
      expect(lastFolders()[0].afterUpload).toBe('delete')
    })

    it('saves "After sending" on Save or Enter, not while arrow keys move the choice', async () => {
      const wrapper = mount(FolderEditor, {
        props: { folder, locked: false },
        attachTo: document.body
      })
      const updates = () => fake.calls.filter((c) => c.name === 'settings.update').length
      const list = wrapper.get<HTMLSelectElement>(`#folder-${folder.id}-after`)
      expect(list.element.value).toBe('keep')
      expect(wrapper.find('[data-test="after-upload-save"]').exists()).toBe(false)
      // what an arrow key on the closed list does: a change event with the next choice
      await list.setValue('move')
      await list.setValue('delete')
      await flushPromises()
      expect(updates()).toBe(0)
      expect(wrapper.get('[data-test="after-upload-save"]').text()).toBe('Save')

      list.element.focus()
      await list.trigger('keydown', { key: 'Enter' })
      await flushPromises()
      expect(updates()).toBe(1)
      expect(lastFolders()[0].afterUpload).toBe('delete')
      await wrapper.setProps({ folder: lastFolders()[0] })
      expect(wrapper.find('[data-test="after-upload-save"]').exists()).toBe(false)
      expect(document.activeElement).toBe(list.element)
      wrapper.unmount()
    })

    it('shows the saved "After sending" again when main refuses the change', async () => {
      const wrapper = mount(FolderEditor, { props: { folder, locked: false } })
      fake.fail('settings.update', { kind: 'forbidden', message: 'Set by IT.' })
      const list = wrapper.get<HTMLSelectElement>(`#folder-${folder.id}-after`)
      await list.setValue('delete')
      await wrapper.get('[data-test="after-upload-save"]').trigger('click')
      await flushPromises()
      expect(list.element.value).toBe('keep')
      expect(wrapper.find('[data-test="after-upload-save"]').exists()).toBe(false)
    })

    describe('times, in seconds, within the limits main accepts in milliseconds', () => {
      const cases = [
        ['quiet', 'quietMs', QUIET_LIMITS_MS],
        ['poll', 'pollIntervalMs', POLL_INTERVAL_LIMITS_MS]
      ] as const

      it.each(cases)('offers the %s time from the least to the most allowed', (name, _, ms) => {
        const wrapper = mount(FolderEditor, {
          props: { folder: { ...folder, usePolling: true }, locked: false }
        })
        const input = wrapper.get<HTMLInputElement>(`#folder-${folder.id}-${name}`)
        expect(Number(input.attributes('min'))).toBe(ms.min / 1000)
        expect(Number(input.attributes('max'))).toBe(ms.max / 1000)
      })

      it.each(cases)('saves the %s time at both limits and no further', async (name, key, ms) => {
        const wrapper = mount(FolderEditor, {
          props: { folder: { ...folder, usePolling: true }, locked: false }
        })
        const input = wrapper.get(`#folder-${folder.id}-${name}`)
        await input.setValue(String(ms.min / 1000))
        expect(lastFolders()[0][key]).toBe(ms.min)
        await input.setValue(String(ms.max / 1000))
        expect(lastFolders()[0][key]).toBe(ms.max)
        await input.setValue(String(ms.max / 1000 + 60))
        expect(lastFolders()[0][key]).toBe(ms.max)
        await input.setValue('-1')
        expect(lastFolders()[0][key]).toBe(ms.min)
      })
    })

    it('saves nothing for a blank time and shows the saved seconds again', async () => {
      const wrapper = mount(FolderEditor, { props: { folder, locked: false } })
      const quiet = wrapper.get<HTMLInputElement>(`#folder-${folder.id}-quiet`)
      await quiet.setValue('')
      await flushPromises()
      expect(fake.calls.filter((c) => c.name === 'settings.update')).toEqual([])
      expect(quiet.element.value).toBe(String(folder.quietMs / 1000))
    })

    it('shows a time beyond the limit as the limit it was saved at', async () => {
      const wrapper = mount(FolderEditor, { props: { folder, locked: false } })
      const quiet = wrapper.get<HTMLInputElement>(`#folder-${folder.id}-quiet`)
      await quiet.setValue(String(QUIET_LIMITS_MS.max / 1000 + 60))
      expect(lastFolders()[0].quietMs).toBe(QUIET_LIMITS_MS.max)
      expect(quiet.element.value).toBe(String(QUIET_LIMITS_MS.max / 1000))
    })

    it('shows failures going to Failed whenever sent files move to Done', async () => {
      const wrapper = mount(FolderEditor, { props: { folder, locked: false } })
      const box = () => wrapper.get<HTMLInputElement>('[data-test="folder-move-failed"]')
      expect(box().element.checked).toBe(false)
      expect(box().element.disabled).toBe(false)
      await wrapper.get(`#folder-${folder.id}-after`).setValue('move')
      await wrapper.get('[data-test="after-upload-save"]').trigger('click')
      await flushPromises()
      await wrapper.setProps({ folder: lastFolders()[0] })
      expect(box().element.checked).toBe(true)
      expect(box().element.disabled).toBe(true)
      expect(wrapper.text()).toContain('Move it to a “Done” subfolder')
    })

    it('stops watching a folder', async () => {
      const wrapper = mount(FolderEditor, { props: { folder, locked: false } })
      await wrapper.get('[data-test="folder-remove"]').trigger('click')
      await flushPromises()
      expect(lastFolders()).toEqual([])
    })

    it('cannot be changed when IT locked the folders', () => {
      const wrapper = mount(FolderEditor, { props: { folder, locked: true } })
      expect(wrapper.get('fieldset').attributes('disabled')).toBeDefined()
    })
  })

  describe('health, as the engine tells it', () => {
    const status = (folders: FolderHealth[]): AppStatus => ({
      connection: 'sandbox',
      paused: false,
      counts: { total: 0, active: 0, done: 0, attention: 0, failed: 0, paused: false },
      message: null,
      folders,
      folderProblems: folders.filter((f) => f.state !== 'watching')
    })
    const health = (path: string, state: FolderHealth['state'], code: string | null = null) => ({
      path,
      state,
      code,
      reason: code ? `The folder "${path}" does not exist (or cannot be reached).` : null
    })

    it('says whether this folder is watched, cannot be reached (and why) or is back', async () => {
      useAppStore()
      const wrapper = mount(FolderEditor, { props: { folder, locked: false } })
      const note = () => wrapper.find('[data-test="folder-health-state"]')
      // No word from the engine yet: nothing is claimed.
      expect(note().exists()).toBe(false)

      fake.emit('app.status', status([health(folder.path, 'unreachable', 'ENOENT')]))
      await flushPromises()
      expect(note().text()).toBe(
        'Cannot be reached: the folder does not exist or its drive is not connected. Dropdock looks again by itself.'
      )
      // The engine's own sentence naming the folder stays as the tooltip.
      expect(note().attributes('title')).toBe(
        `The folder "${folder.path}" does not exist (or cannot be reached).`
      )
      expect(note().classes()).toContain('bad')

      fake.emit('app.status', status([health(folder.path, 'retrying')]))
      await flushPromises()
      expect(note().text()).toBe('Back again: Dropdock is looking at its files')

      fake.emit('app.status', status([health(folder.path, 'watching')]))
      await flushPromises()
      expect(note().text()).toBe('Watched: every file saved here is sent')
      expect(note().classes()).toContain('good')
      wrapper.unmount()
    })

    it("shows each folder only its own health, a denied one in the clerk's words", async () => {
      useAppStore()
      const other = newFolder('/mnt/share')
      const wrapper = mount(FolderEditor, { props: { folder: other, locked: false } })
      fake.emit(
        'app.status',
        status([
          health(folder.path, 'watching'),
          { path: other.path, state: 'unreachable', code: 'EACCES', reason: 'denied (EACCES)' }
        ])
      )
      await flushPromises()
      expect(wrapper.get('[data-test="folder-health-state"]').text()).toBe(
        'Cannot be read: Dropdock has no permission. It looks again by itself.'
      )
      // A folder the engine does not watch (taken out, or no engine) claims nothing.
      fake.emit('app.status', status([health(folder.path, 'watching')]))
      await flushPromises()
      expect(wrapper.find('[data-test="folder-health-state"]').exists()).toBe(false)
      wrapper.unmount()
    })
  })
})
