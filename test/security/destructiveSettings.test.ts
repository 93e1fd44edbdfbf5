/**
 * Settings a clerk cannot take back from the window: removing the API key and no longer
 * watching a folder. Through the booted main (Electron mock): each takes a native question
 * from main naming what goes, in the clerk's language; Cancel changes nothing. The window only
 * asks; main decides what the change means and asks.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { folderDefaults } from '@shared/folderDefaults'
import type { CommandName } from '@shared/ipc'
import type { SettingsView } from '@shared/settingsSchema'
import { bootApp, type Booted } from '../main/support/bootApp'
import { invokeFromWindow, mustFromWindow, messageBoxes } from '../main/support/fromWindow'

describe('security: destructive settings are confirmed in a dialog from main', () => {
  let booted: Booted | null = null
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })
  const invoke = (name: CommandName, input?: unknown) => invokeFromWindow(booted!, name, input)
  const must = <T>(name: CommandName, input?: unknown) => mustFromWindow<T>(booted!, name, input)

  it('asks before removing the API key; Cancel keeps it, Remove key removes it', async () => {
    booted = await bootApp()
    await must('settings.setApiKey', { apiKey: 'sbx_blueharbor_full', acceptWeakStorage: true })
    const before = messageBoxes(booted).length
    booted.electron.mockState.messageBoxResponse = 1

    const refused = await invoke('settings.clearApiKey')

    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    const asked = messageBoxes(booted).slice(before)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.title).toBe('Remove the API key')
    expect(asked[0]!.buttons).toEqual(['Remove key', 'Cancel'])
    expect(asked[0]!.buttons[asked[0]!.cancelId]).toBe('Cancel')
    expect(asked[0]!.buttons[asked[0]!.defaultId]).toBe('Cancel')
    expect((await must<SettingsView>('settings.get')).hasApiKey).toBe(true)

    booted.electron.mockState.messageBoxResponse = 0
    expect((await must<SettingsView>('settings.clearApiKey')).hasApiKey).toBe(false)
  })

  it('asks before no longer watching a folder, naming it in German; Cancel keeps it', async () => {
    booted = await bootApp()
    const scans = join(booted.root, 'home', 'Scans')
    mkdirSync(scans, { recursive: true })
    booted.electron.mockState.openDialogResult = { canceled: false, filePaths: [scans] }
    expect(await must('settings.chooseFolder')).toBe(scans)
    const watched = { ...folderDefaults(), id: 'f1', path: scans, afterUpload: 'keep' as const }
    await must('settings.update', { folders: [watched], language: 'de' })
    const before = messageBoxes(booted).length
    booted.electron.mockState.messageBoxResponse = 1

    const refused = await invoke('settings.update', { folders: [] })

    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    const asked = messageBoxes(booted).slice(before)
    expect(asked.map((a) => a.message)).toEqual([`${scans} nicht mehr überwachen?`])
    expect(asked[0]!.buttons).toEqual(['Nicht mehr überwachen', 'Abbrechen'])
    expect((await must<SettingsView>('settings.get')).folders.map((f) => f.path)).toEqual([scans])

    booted.electron.mockState.messageBoxResponse = 0
    expect((await must<SettingsView>('settings.update', { folders: [] })).folders).toEqual([])
  })

  it('does not ask when a folder only changes its options', async () => {
    booted = await bootApp()
    const scans = join(booted.root, 'home', 'Scans')
    mkdirSync(scans, { recursive: true })
    booted.electron.mockState.openDialogResult = { canceled: false, filePaths: [scans] }
    await must('settings.chooseFolder')
    const watched = { ...folderDefaults(), id: 'f1', path: scans, afterUpload: 'keep' as const }
    await must('settings.update', { folders: [watched] })
    const before = messageBoxes(booted).length
    await must('settings.update', { folders: [{ ...watched, quietMs: 5000 }] })
    expect(messageBoxes(booted).slice(before)).toEqual([])
  })
})
