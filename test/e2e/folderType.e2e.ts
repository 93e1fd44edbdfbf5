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

/**
 * A watched folder's split rule in the settings card, in a window as narrow as Dropdock's
 * (760 px) and a wide one, in English, German and Chinese: chosen with the keyboard, its text
 * refused then saved; screenshotted as folder-split-<locale>-<width>.png for a human to look at.
 */
const STACKS = '/srv/scans/stacks'

const splitCases = [
  {
    locale: 'en-US',
    label: 'Split multi-page scans',
    chosen: 'At separator sheets',
    text: 'Separator text',
    spaces: 'No space at the start or end.'
  },
  {
    locale: 'de-DE',
    label: 'Mehrseitige Scans trennen',
    chosen: 'An Trennblättern',
    text: 'Trenntext',
    spaces: 'Kein Leerzeichen am Anfang oder Ende.'
  },
  {
    locale: 'zh-CN',
    label: '拆分多页扫描件',
    chosen: '按分隔页',
    text: '分隔文本',
    spaces: '开头和结尾不能有空格。'
  }
].flatMap((c) => [760, 1280].map((width) => ({ ...c, width })))

describe("a watched folder's split rule in the settings card, in Chromium", () => {
  const chromium = useChromiumApp()

  it.each(splitCases)('is chosen, its text refused then saved ($locale, $width px)', async (c) => {
    let settings: SettingsView = {
      ...FAKE_SETTINGS,
      folders: [{ id: STACKS, path: STACKS, ...folderDefaults() }]
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
    const app = await chromium.open(handle, {
      locale: c.locale,
      viewport: { width: c.width, height: 800 }
    })
    const { page } = app
    await page.getByTestId('nav-settings').click()
    const list = page.getByLabel(c.label, { exact: true })
    await list.scrollIntoViewIfNeeded()
    await list.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect.poll(() => updates.length).toBe(1)
    expect(updates[0].folders![0].split).toBe('separators')
    expect(await list.evaluate((s: HTMLSelectElement) => s.selectedOptions[0].text.trim())).toBe(
      c.chosen
    )
    const text = page.getByLabel(c.text, { exact: true })
    await text.fill('NEXT-DOC ')
    await text.press('Enter')
    await expect
      .poll(() => page.getByTestId('folder-separator-problem').textContent())
      .toBe(c.spaces)
    expect(updates).toHaveLength(1)
    await page.getByTestId('folder-split').scrollIntoViewIfNeeded()
    await app.screenshot(`folder-split-${c.locale}-${c.width}-refused`)
    await text.fill('NEXT-DOC')
    await text.press('Enter')
    await expect.poll(() => updates.length).toBe(2)
    expect(updates[1].folders![0]).toMatchObject({ split: 'separators', separatorText: 'NEXT-DOC' })
    await page.getByTestId('folder-split').scrollIntoViewIfNeeded()
    await app.screenshot(`folder-split-${c.locale}-${c.width}`)
    // Nothing of the folder's card runs out of it, and the window does not scroll sideways.
    const overflow = await page.getByTestId('folder').evaluate((card) => {
      const box = card.getBoundingClientRect()
      return [...card.querySelectorAll('select, input, label, p, button')]
        .filter((el) => {
          const r = el.getBoundingClientRect()
          return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5)
        })
        .map((el) => el.outerHTML.slice(0, 80))
    })
    expect(overflow).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      c.width
    )
    expect(app.errors).toEqual([])
  })
})
