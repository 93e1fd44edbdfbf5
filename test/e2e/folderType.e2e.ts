import { describe, expect, it } from 'vitest'
import type { SettingsUpdate, SettingsView } from '@shared/settingsSchema'
import { folderDefaults } from '@shared/folderDefaults'
import { useChromiumApp, type CommandHandler } from './harness'
import { FAKE_SETTINGS, fakeRoutes } from './fakeRoutes'

/**
 * A watched folder's "Document type" chosen with the keyboard in Chromium, in English and in
 * German, screenshotted into test-results/ as folder-type-<locale>.png for a human to look at.
 */

const MEMOS = '/srv/memos'

const cases = [
  {
    locale: 'en-US',
    label: 'Document type',
    none: 'None: the service decides',
    chosen: 'Packing list'
  },
  {
    locale: 'de-DE',
    label: 'Dokumenttyp',
    none: 'Keiner: der Dienst entscheidet',
    chosen: 'Packliste'
  }
]

describe("a watched folder's document type in the settings card, in Chromium", () => {
  const chromium = useChromiumApp()

  it.each(cases)('is chosen with arrow keys and saved on Enter ($locale)', async (c) => {
    let settings: SettingsView = {
      ...FAKE_SETTINGS,
      folders: [{ id: MEMOS, path: MEMOS, ...folderDefaults() }]
    }
    const updates: SettingsUpdate[] = []
    const fake = fakeRoutes({})
    const handle: CommandHandler = async (name, input) => {
      if (name === 'settings.get') return { ok: true, value: settings }
      if (name === 'settings.update') {
        updates.push(input as SettingsUpdate)
        settings = { ...settings, ...(input as SettingsUpdate) } as SettingsView
        return { ok: true, value: settings }
      }
      return fake(name, input)
    }
    const app = await chromium.open(handle, { locale: c.locale })
    await app.page.getByTestId('nav-settings').click()
    const list = app.page.getByLabel(c.label, { exact: true })
    await list.scrollIntoViewIfNeeded()
    expect(await list.evaluate((s: HTMLSelectElement) => s.selectedOptions[0].text.trim())).toBe(
      c.none
    )
    await list.focus()
    // The options: none, then the known types in order; packing list is the seventh type.
    for (let i = 0; i < 7; i++) await app.page.keyboard.press('ArrowDown')
    expect(updates).toEqual([])
    await app.page.keyboard.press('Enter')
    await expect.poll(() => updates.length).toBe(1)
    expect(updates[0].folders![0].documentType).toBe('packing_list')
    expect(await list.evaluate((s: HTMLSelectElement) => s.selectedOptions[0].text.trim())).toBe(
      c.chosen
    )
    await app.screenshot(`folder-type-${c.locale}`)
    expect(app.errors).toEqual([])
  })
})
