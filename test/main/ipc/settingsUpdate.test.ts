/**
 * `settings.update` takes what the stored settings take: its schema is read from the settings'
 * entries, so a new setting cannot compile and then be refused when the Settings screen sends it.
 */
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COMMAND_SCHEMAS } from '../../../src/main/ipc/schemas'
import { DEFAULT_SETTINGS } from '../../../src/main/settings/defaults'
import { MAIN_ONLY_SETTINGS, SETTINGS_ENTRIES } from '../../../src/shared/settingsSchema'

const sharedSchema = '../../../src/shared/settingsSchema'

afterEach(() => {
  vi.doUnmock(sharedSchema)
  vi.resetModules()
})

describe('settings.update', () => {
  it('accepts a setting added to the settings entries, checked by its own schema', async () => {
    vi.resetModules()
    vi.doMock(sharedSchema, async (importOriginal) => {
      const real = await importOriginal<typeof import('../../../src/shared/settingsSchema')>()
      const trayStyle = v.picklist(['light', 'dark'], 'trayStyle is light or dark')
      return { ...real, SETTINGS_ENTRIES: { ...real.SETTINGS_ENTRIES, trayStyle } }
    })
    const { COMMAND_SCHEMAS: schemas } = await import('../../../src/main/ipc/schemas')
    const update = schemas['settings.update']

    const taken = v.safeParse(update, { trayStyle: 'dark', hideOnClose: false })
    expect(taken.issues?.map((i) => i.message)).toBeUndefined()
    expect(taken.output).toEqual({ trayStyle: 'dark', hideOnClose: false })

    const refused = v.safeParse(update, { trayStyle: 'neon' })
    expect(refused.issues?.map((i) => i.message)).toEqual(['trayStyle is light or dark'])
  })

  it('accepts every setting the screen may change, each on its own', () => {
    const screen = Object.keys(SETTINGS_ENTRIES).filter(
      (key) => !(MAIN_ONLY_SETTINGS as readonly string[]).includes(key)
    ) as (keyof typeof DEFAULT_SETTINGS)[]
    expect(screen).toContain('language')
    for (const key of screen) {
      // A stored connection may hold '' for "no address yet"; the screen sends only what it sets.
      const value = key === 'connection' ? { mode: 'sandbox' } : DEFAULT_SETTINGS[key]
      const parsed = v.safeParse(COMMAND_SCHEMAS['settings.update'], { [key]: value })
      expect({ key, issues: parsed.issues?.map((i) => i.message) }).toEqual({
        key,
        issues: undefined
      })
    }
  })

  it("refuses main's own settings: pausing goes through Pause, not the Settings screen", () => {
    for (const key of MAIN_ONLY_SETTINGS) {
      const parsed = v.safeParse(COMMAND_SCHEMAS['settings.update'], {
        [key]: DEFAULT_SETTINGS[key]
      })
      expect(parsed.success).toBe(false)
    }
  })
})
