import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Locale } from '@shared/i18n/locales'
import type { SettingsUpdate, WatchedFolder } from '@shared/settingsSchema'
import { installFakeBridge, type FakeBridge } from '../../fakeBridge'
import { settingsView } from '../../samples'
import FolderEditor from '@renderer/components/settings/FolderEditor.vue'
import { createAppI18n } from '@renderer/i18n'
import { newFolder, useSettingsStore } from '@renderer/stores/settings'

/** One watched folder's editor over a fake bridge whose settings main holds and saves. */
export type FolderEditorHarness = {
  fake: FakeBridge
  folder: WatchedFolder
  /** The settings.update calls sent so far. */
  updates: () => FakeBridge['calls']
  /** The folder as the last settings.update sent it. */
  lastFolder: () => WatchedFolder
  /** Main holds `folder` from now on (as after IT or another window changed it). */
  hold: (folder: WatchedFolder) => Promise<void>
  shown: (props: { folder: WatchedFolder; locked: boolean }, locale: Locale) => VueWrapper
}

/** A fresh harness for a new folder at `path`; call it in beforeEach. */
export async function folderEditorHarness(path: string): Promise<FolderEditorHarness> {
  const fake = installFakeBridge()
  setActivePinia(createPinia())
  const folder = newFolder(path)
  const hold = async (held: WatchedFolder): Promise<void> => {
    fake.answer('settings.get', settingsView({ folders: [held] }))
    await useSettingsStore().load()
  }
  fake.answer('settings.update', (patch: SettingsUpdate) => settingsView(patch as never))
  await hold(folder)
  const updates = (): FakeBridge['calls'] => fake.calls.filter((c) => c.name === 'settings.update')
  return {
    fake,
    folder,
    updates,
    lastFolder: () => (updates().at(-1)!.input as SettingsUpdate).folders![0],
    hold,
    shown: (props, locale) =>
      mount(FolderEditor, {
        props,
        attachTo: document.body,
        global: { plugins: [createAppI18n(locale)] }
      })
  }
}
