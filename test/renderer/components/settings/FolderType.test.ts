import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import type { WatchedFolder } from '@shared/settingsSchema'
import { folderEditorHarness, type FolderEditorHarness } from './folderEditorHarness'

describe("components/settings/FolderEditor: the folder's document type", () => {
  let h: FolderEditorHarness
  let folder: WatchedFolder

  beforeEach(async () => {
    h = await folderEditorHarness('/home/clerk/Memos')
    folder = h.folder
  })

  const updates = () => h.updates()
  const lastFolder = (): WatchedFolder => h.lastFolder()
  const shown: FolderEditorHarness['shown'] = (props, locale) => h.shown(props, locale)

  it('starts at none, and saves the type chosen with arrow keys on Enter (English)', async () => {
    const wrapper = shown({ folder, locked: false }, 'en')
    const list = wrapper.get<HTMLSelectElement>(`#folder-${folder.id}-type`)
    expect(wrapper.get(`label[for="folder-${folder.id}-type"]`).text()).toBe('Document type')
    expect(list.element.selectedOptions[0].text.trim()).toBe('None: the service decides')
    expect([...list.element.options].map((o) => o.text.trim())).toContain('Packing list')
    // What arrow keys on the closed list do: change the choice, saving nothing yet.
    await list.setValue('delivery_order')
    await list.setValue('packing_list')
    await flushPromises()
    expect(updates()).toHaveLength(0)
    list.element.focus()
    await list.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(updates()).toHaveLength(1)
    expect(lastFolder().documentType).toBe('packing_list')
    expect(document.activeElement).toBe(list.element)
    wrapper.unmount()
  })

  it('goes back to none, the service deciding, in German', async () => {
    const ruled = { ...folder, documentType: 'packing_list' as const }
    const wrapper = shown({ folder: ruled, locked: false }, 'de')
    const list = wrapper.get<HTMLSelectElement>(`#folder-${folder.id}-type`)
    expect(wrapper.get(`label[for="folder-${folder.id}-type"]`).text()).toBe('Dokumenttyp')
    expect(list.element.selectedOptions[0].text.trim()).toBe('Packliste')
    await list.setValue('')
    expect(list.element.selectedOptions[0].text.trim()).toBe('Keiner: der Dienst entscheidet')
    await wrapper.get('[data-test="folder-document-type-save"]').trigger('click')
    await flushPromises()
    expect(lastFolder().documentType).toBeNull()
    wrapper.unmount()
  })

  it('cannot be changed where IT manages the folders', () => {
    const ruled = { ...folder, documentType: 'packing_list' as const }
    const wrapper = shown({ folder: ruled, locked: true }, 'en')
    const list = wrapper.get<HTMLSelectElement>(`#folder-${folder.id}-type`)
    expect(list.element.selectedOptions[0].text.trim()).toBe('Packing list')
    // The folder's whole fieldset is disabled: no key or click reaches the list.
    expect(list.element.closest('fieldset')!.disabled).toBe(true)
    wrapper.unmount()
  })
})
