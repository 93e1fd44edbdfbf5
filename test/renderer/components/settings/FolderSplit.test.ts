import { beforeEach, describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import type { WatchedFolder } from '@shared/settingsSchema'
import { folderEditorHarness, type FolderEditorHarness } from './folderEditorHarness'

describe("components/settings/FolderEditor: the folder's split rule", () => {
  let h: FolderEditorHarness
  let folder: WatchedFolder

  beforeEach(async () => {
    h = await folderEditorHarness('/home/clerk/Stacks')
    folder = h.folder
  })

  const updates = () => h.updates()
  const lastFolder = (): WatchedFolder => h.lastFolder()
  const shown: FolderEditorHarness['shown'] = (props, locale) => h.shown(props, locale)
  /** The folder splitting at separator sheets, as main holds it. */
  async function separators(text = 'DROPDOCK-SPLIT'): Promise<WatchedFolder> {
    const ruled: WatchedFolder = { ...folder, split: 'separators', separatorText: text }
    await h.hold(ruled)
    return ruled
  }

  it("starts as the service does, says it cannot stop the service's cutting, saves on Enter", async () => {
    const wrapper = shown({ folder, locked: false }, 'en')
    const list = wrapper.get<HTMLSelectElement>(`#folder-${folder.id}-split`)
    expect(wrapper.get(`label[for="folder-${folder.id}-split"]`).text()).toBe(
      'Split multi-page scans'
    )
    expect(list.element.selectedOptions[0].text.trim()).toBe('As the service does')
    expect(wrapper.get('[data-test="folder-split-hint"]').text()).toContain(
      'Dropdock cannot prevent that'
    )
    expect(list.attributes('aria-describedby')).toBe(`folder-${folder.id}-split-hint`)
    // No separator text while the service decides.
    expect(wrapper.find('[data-test="folder-separator-text"]').exists()).toBe(false)
    await list.setValue('separators')
    await flushPromises()
    expect(updates()).toHaveLength(0)
    list.element.focus()
    await list.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(lastFolder()).toMatchObject({ split: 'separators', separatorText: 'DROPDOCK-SPLIT' })
    wrapper.unmount()
  })

  it('saves a new separator text, and says why one is refused without saving it', async () => {
    const wrapper = shown({ folder: await separators(), locked: false }, 'en')
    const input = wrapper.get<HTMLInputElement>('[data-test="folder-separator-text"]')
    expect(input.element.value).toBe('DROPDOCK-SPLIT')
    expect(wrapper.get(`label[for="${input.attributes('id')}"]`).text()).toBe('Separator text')

    await input.setValue(' NEXT')
    await flushPromises()
    const problem = wrapper.get('[data-test="folder-separator-problem"]')
    expect(problem.text()).toBe('No space at the start or end.')
    expect(problem.attributes('role')).toBe('alert')
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(input.attributes('aria-describedby')).toBe(problem.attributes('id'))
    await input.setValue('')
    expect(wrapper.get('[data-test="folder-separator-problem"]').text()).toBe(
      'Enter the text of your separator sheets.'
    )
    await input.setValue('X'.repeat(65))
    expect(wrapper.get('[data-test="folder-separator-problem"]').text()).toBe(
      'At most 64 characters.'
    )
    expect(updates()).toHaveLength(0)

    await input.setValue('NEXT-DOC')
    await flushPromises()
    expect(wrapper.find('[data-test="folder-separator-problem"]').exists()).toBe(false)
    expect(input.attributes('aria-invalid')).toBeUndefined()
    expect(updates()).toHaveLength(1)
    expect(lastFolder()).toMatchObject({ split: 'separators', separatorText: 'NEXT-DOC' })
    wrapper.unmount()
  })

  it('is said in German, a problem too', async () => {
    const wrapper = shown({ folder: await separators(), locked: false }, 'de')
    const list = wrapper.get<HTMLSelectElement>(`#folder-${folder.id}-split`)
    expect(wrapper.get(`label[for="folder-${folder.id}-split"]`).text()).toBe(
      'Mehrseitige Scans trennen'
    )
    expect(list.element.selectedOptions[0].text.trim()).toBe('An Trennblättern')
    const input = wrapper.get<HTMLInputElement>('[data-test="folder-separator-text"]')
    await input.setValue('TRENNEN\u0007')
    expect(wrapper.get('[data-test="folder-separator-problem"]').text()).toBe(
      'Verwenden Sie nur druckbare Zeichen.'
    )
    expect(updates()).toHaveLength(0)
    wrapper.unmount()
  })

  it('cannot be changed where IT manages the folders', async () => {
    const wrapper = shown({ folder: await separators('IT-CUT'), locked: true }, 'en')
    const list = wrapper.get<HTMLSelectElement>(`#folder-${folder.id}-split`)
    const input = wrapper.get<HTMLInputElement>('[data-test="folder-separator-text"]')
    expect(list.element.selectedOptions[0].text.trim()).toBe('At separator sheets')
    expect(input.element.value).toBe('IT-CUT')
    // The folder's whole fieldset is disabled: no key or click reaches the list or the text.
    expect(list.element.closest('fieldset')!.disabled).toBe(true)
    expect(input.element.closest('fieldset')!.disabled).toBe(true)
    wrapper.unmount()
  })
})
