import { describe, expect, it } from 'vitest'
import type { FolderHealth } from '@shared/folderHealth'
import type { AppStatus } from '@shared/appStatus'
import type { SettingsView } from '@shared/settingsSchema'
import { folderDefaults } from '@shared/folderDefaults'
import { useChromiumApp } from './harness'
import { FAKE_SETTINGS, fakeRoutes } from './fakeRoutes'

/**
 * The settings card of watched folders with one share gone, in Chromium, in English and in
 * German: each folder says its own health, screenshotted into test-results/ as
 * folder-health-<locale>.png for a human to look at.
 */

const SCANS = '/srv/scans'
const SHARE = '/mnt/customs-share'

const settings: SettingsView = {
  ...FAKE_SETTINGS,
  folders: [SCANS, SHARE].map((path) => ({ id: path, path, ...folderDefaults() }))
}

const status = (folders: FolderHealth[]): AppStatus => ({
  connection: 'sandbox',
  paused: false,
  counts: { total: 0, active: 0, done: 0, attention: 0, failed: 0, paused: false },
  message: null,
  folders,
  folderProblems: folders.filter((f) => f.state !== 'watching')
})

const shareGone: FolderHealth = {
  path: SHARE,
  state: 'unreachable',
  code: 'ENOENT',
  reason: `The folder "${SHARE}" does not exist (or cannot be reached).`
}
const scansWatched: FolderHealth = { path: SCANS, state: 'watching', code: null, reason: null }

const cases = [
  {
    locale: 'en-US',
    watching: 'Watched: every file saved here is sent',
    missing:
      'Cannot be reached: the folder does not exist or its drive is not connected. Dropdock looks again by itself.',
    back: 'Watched: every file saved here is sent'
  },
  {
    locale: 'de-DE',
    watching: 'Überwacht: jede hier gespeicherte Datei wird gesendet',
    missing:
      'Nicht erreichbar: Der Ordner existiert nicht oder sein Laufwerk ist nicht verbunden. Dropdock sieht selbst wieder nach.',
    back: 'Überwacht: jede hier gespeicherte Datei wird gesendet'
  }
]

describe('watched folders’ health in the settings card, in Chromium', () => {
  const chromium = useChromiumApp()

  it.each(cases)('shows each folder’s health until the share is back ($locale)', async (c) => {
    const app = await chromium.open(
      fakeRoutes({ 'settings.get': settings, 'app.status': status([scansWatched, shareGone]) }),
      { locale: c.locale }
    )
    await app.page.getByTestId('nav-settings').click()
    const notes = app.page.getByTestId('folder-health-state')
    await expect.poll(() => notes.allInnerTexts()).toEqual([c.watching, c.missing])
    // The engine's sentence naming the folder is the unreachable one's tooltip.
    expect(await notes.nth(1).getAttribute('title')).toBe(shareGone.reason)
    await app.page.getByTestId('folder-settings').scrollIntoViewIfNeeded()
    await app.screenshot(`folder-health-${c.locale}`)

    await app.emit('app.status', status([scansWatched, { ...scansWatched, path: SHARE }]))
    await expect.poll(() => notes.allInnerTexts()).toEqual([c.watching, c.back])
    expect(app.errors).toEqual([])
  })
})
