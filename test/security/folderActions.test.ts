/**
 * A compromised window sets a watched folder that destroys the clerk's files: "delete after
 * upload" on the home folder, or on any folder without the clerk knowing. Through the booted
 * main (Electron mock, embedded sandbox): delete is refused on the home folder and system
 * folders; move and delete take a native confirmation naming the folder, Cancel saves nothing;
 * and a watched folder takes in no program, by the same rule as a drop.
 */
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { folderDefaults } from '@shared/folderDefaults'
import type { IntakeItem } from '@shared/intake'
import type { CommandName } from '@shared/ipc'
import type { SettingsView } from '@shared/settingsSchema'
import { bootApp, type Booted } from '../main/support/bootApp'
import {
  inboxWhen,
  invokeFromWindow,
  mustFromWindow,
  messageBoxes
} from '../main/support/fromWindow'
import { invoiceText } from '../main/support/invoiceText'

describe('security: destructive watched-folder settings from the window', () => {
  let booted: Booted | null = null
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })

  const invoke = (name: CommandName, input?: unknown) => invokeFromWindow(booted!, name, input)
  const must = <T>(name: CommandName, input?: unknown) => mustFromWindow<T>(booted!, name, input)
  /** One watched folder as the Settings screen saves it: every option spelled out. */
  const folder = (path: string, afterUpload: 'keep' | 'move' | 'delete', quietMs = 200) => ({
    ...folderDefaults(),
    id: 'f1',
    path,
    afterUpload,
    quietMs
  })
  /** The folder as the clerk chose it in main's dialog, then saved with this action. */
  const watch = async (path: string, afterUpload: 'keep' | 'move' | 'delete') => {
    booted!.electron.mockState.openDialogResult = { canceled: false, filePaths: [path] }
    expect(await must('settings.chooseFolder')).toBe(path)
    return invoke('settings.update', { folders: [folder(path, afterUpload)] })
  }

  it('refuses delete on the home folder, without asking, and the files stay', async () => {
    booted = await bootApp()
    const home = booted.electron.app.getPath('home')
    mkdirSync(home, { recursive: true })
    writeFileSync(join(home, 'contract.pdf'), invoiceText('private'))

    const refused = await watch(home, 'delete')

    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(refused.error!.message).toBe(
      `Files cannot be deleted after upload in "${home}": it is your home folder. ` +
        'Choose a folder that holds only the scans to send, or keep or move the files instead.'
    )
    expect(messageBoxes(booted!)).toEqual([])
    expect((await must<SettingsView>('settings.get')).folders).toEqual([])
    expect(existsSync(join(home, 'contract.pdf'))).toBe(true)
  })

  it.each(['/', '/etc', '/usr'])('refuses delete on %s', async (folder) => {
    booted = await bootApp()
    const refused = await watch(folder, 'delete')
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(refused.error!.message).toMatch(/it is (the root of a drive|a system folder)\./)
    expect((await must<SettingsView>('settings.get')).folders).toEqual([])
  })

  it('asks before delete, naming the folder; Cancel saves nothing', async () => {
    booted = await bootApp()
    const scans = join(booted.root, 'home', 'Scans')
    mkdirSync(scans, { recursive: true })
    booted.electron.mockState.messageBoxResponse = 1

    const refused = await watch(scans, 'delete')

    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    const [asked] = messageBoxes(booted!)
    expect(asked.message).toBe(`Delete each file from ${scans} once it is uploaded?`)
    expect(asked.buttons[asked.cancelId]).toBe('Cancel')
    expect(asked.defaultId).toBe(asked.cancelId)
    expect((await must<SettingsView>('settings.get')).folders).toEqual([])
  })

  it('asks before move, and saves once the clerk confirms', async () => {
    booted = await bootApp()
    const scans = join(booted.root, 'home', 'Scans')
    mkdirSync(scans, { recursive: true })
    booted.electron.mockState.messageBoxResponse = 0

    expect(await watch(scans, 'move')).toMatchObject({ ok: true })

    const [asked] = messageBoxes(booted!)
    expect(asked.message).toBe(`Move each file out of ${scans} once it is uploaded?`)
    expect(asked.detail).toContain(join(scans, 'Done'))
    const saved = (await must<SettingsView>('settings.get')).folders
    expect(saved.map((f) => [f.path, f.afterUpload])).toEqual([[scans, 'move']])
    // Saving the same folder again (another option changed) does not ask again.
    await must('settings.update', { folders: [folder(scans, 'move', 500)] })
    expect(messageBoxes(booted!)).toHaveLength(1)
  })

  it('takes in no program from a watched folder, the same rule as a drop', async () => {
    booted = await bootApp()
    const scans = join(booted.root, 'scans')
    mkdirSync(scans)
    const tool = join(scans, 'tool')
    writeFileSync(tool, '#!/bin/sh\necho owned\n')
    chmodSync(tool, 0o755)
    writeFileSync(join(scans, 'run.sh'), 'echo owned\n')
    writeFileSync(join(scans, 'invoice.pdf'), invoiceText('watched'))

    expect(await watch(scans, 'keep')).toMatchObject({ ok: true })

    // The folder's one scan found them all; once the invoice is sent, intake saw what it took.
    await inboxWhen(
      booted!,
      (items) => items.find((i) => i.name === 'invoice.pdf' && i.documentId),
      'the watched invoice sent'
    )
    const names = (await must<IntakeItem[]>('intake.list')).map((i) => i.name)
    expect(names).toEqual(['invoice.pdf'])
  })
})
