/**
 * Paths only from the clerk's hands, through the booted main (Electron mock, embedded sandbox)
 * and the window's API as the real preload builds it: a compromised page can call every
 * function of window.dropdock with any argument, but a file enters Dropdock (and so can be
 * previewed or opened) only from a drop's File, main's own dialogs or a folder chosen there.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { IntakeItem, DropResult } from '@shared/intake'
import type { CommandName } from '@shared/ipc'
import type { SettingsView } from '@shared/settingsSchema'
import { channelOf } from '@shared/ipcChannel'
import { MAX_LIST_ITEMS } from '../../src/main/ipc/hostileShape'
import type { DropdockApi } from '../../src/preload/index.d'
import { bootApp, type Booted } from '../main/support/bootApp'
import { invoiceText } from '../main/support/invoiceText'
import { waitFor } from '../support/waitFor'

interface Answer {
  ok: boolean
  value?: unknown
  error?: { kind: string; message: string }
}

type AnyFunction = (...args: unknown[]) => Promise<Answer>

const pdf = (note: string) => `%PDF-1.7\n${invoiceText(note)}`

describe("security: paths only from the clerk's hands", () => {
  let booted: Booted | null = null
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })

  const trusted = () => {
    const win = booted!.electron.BrowserWindow.getAllWindows()[0]
    return { sender: win.webContents, senderFrame: win.webContents.mainFrame }
  }
  const invoke = async (name: CommandName, input?: unknown): Promise<Answer> => {
    const args = input === undefined ? [] : [input]
    return (await booted!.electron.ipcMain.invoke(channelOf(name), trusted(), ...args)) as Answer
  }
  const list = async (): Promise<IntakeItem[]> =>
    (await invoke('intake.list')).value as IntakeItem[]

  /** Boots main, then runs the real preload against it: what the page gets as window.dropdock. */
  const bootWindow = async (): Promise<DropdockApi> => {
    booted = await bootApp()
    const electron = booted.electron
    electron.ipcRenderer.invokeImpl = (channel, ...args) =>
      electron.ipcMain.invoke(channel, trusted(), ...args)
    await import('../../src/preload/index')
    return electron.mockState.exposed.dropdock as DropdockApi
  }

  /** A private PDF of the clerk's, outside anything Dropdock was given. */
  const privateFile = (): { dir: string; path: string } => {
    const dir = join(booted!.root, 'home', 'private')
    mkdirSync(dir, { recursive: true })
    const path = join(dir, 'payslip.pdf')
    writeFileSync(path, pdf('payslip'))
    return { dir, path }
  }

  it('takes no path the page names, through any function of window.dropdock', async () => {
    const api = await bootWindow()
    const { path } = privateFile()
    // Every function the page has, with every way to carry a path: none may take the file.
    const carriers: unknown[] = [
      { paths: [path] },
      [path],
      path,
      { path },
      [{ path, name: 'payslip.pdf' }]
    ]
    const answers: Answer[] = []
    for (const [ns, group] of Object.entries(api)) {
      if (typeof group !== 'object') continue
      for (const [method, fn] of Object.entries(group as Record<string, AnyFunction>)) {
        if (`${ns}.${method}` === 'settings.update') continue // folders: the next test
        for (const input of carriers) answers.push(await fn(input).catch(() => ({ ok: false })))
      }
    }
    expect(answers.length).toBeGreaterThan(100)
    expect(answers.filter((a) => a.ok)).toEqual([])
    expect(await list()).toEqual([])

    // A File the page makes itself names no path: it could only be handed over as its bytes.
    const made = await api.intake.addFiles([new File([pdf('made up')], 'payslip.pdf')])
    expect(made).toEqual({ ok: true, value: { accepted: 0, rejected: [], withoutPath: [0] } })
    expect(await list()).toEqual([])
  })

  it('never previews or opens a file the window named; a dropped File is taken and shown', async () => {
    const api = await bootWindow()
    const { dir, path } = privateFile()
    const electron = booted!.electron

    // A watched folder the page names without main's folder dialog is refused, nothing taken.
    const settings = (await api.settings.get()) as { value: SettingsView }
    const folder = {
      id: 'private',
      path: dir,
      enabled: true,
      recursive: false,
      include: [],
      exclude: [],
      usePolling: false,
      pollIntervalMs: 1000,
      quietMs: 100,
      afterUpload: 'keep' as const,
      moveFailed: false,
      moveDuplicates: false,
      documentType: null,
      split: 'service' as const,
      separatorText: 'DROPDOCK-SPLIT'
    }
    const named = await api.settings.update({ folders: [...settings.value.folders, folder] })
    expect(named).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(named.ok ? '' : named.error.message).toContain(`"${dir}" was not chosen`)
    expect((await invoke('settings.get')).value).toMatchObject({ folders: [] })

    // The clerk drops the file: the OS's File, its path read in the preload.
    const dropped = await api.intake.addFiles([electron.fileFromDisk(path)])
    expect(dropped).toEqual({ ok: true, value: { accepted: 1, rejected: [], withoutPath: [] } })
    const items = await list()
    expect(items.map((i) => i.path)).toEqual([path])
    const preview = await invoke('document.preview', { itemId: items[0].id })
    expect(preview).toMatchObject({ ok: true, value: { kind: 'pdf', source: 'local' } })
  })

  it("takes the files chosen in main's dialog, from the window and from the tray", async () => {
    const api = await bootWindow()
    const electron = booted!.electron
    const root = booted!.root
    const [a, b, c] = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => join(root, name))
    for (const p of [a, b, c]) writeFileSync(p, pdf(p))

    electron.mockState.openDialogResult = { canceled: false, filePaths: [a, b] }
    const chosen = await api.intake.chooseFiles()
    expect(chosen).toEqual({ ok: true, value: { accepted: 2, rejected: [] } })
    const dialog = electron.mockState.dialogCalls.at(-1)!
    expect(dialog.kind).toBe('open')
    expect((dialog.options as { properties: string[] }).properties).toEqual(
      expect.arrayContaining(['openFile', 'multiSelections'])
    )

    electron.mockState.openDialogResult = { canceled: true, filePaths: [] }
    expect(await api.intake.chooseFiles()).toEqual({ ok: true, value: null })

    // The tray's "Add files…" opens the same dialog and tells the window as a drop is told.
    electron.mockState.openDialogResult = { canceled: false, filePaths: [c] }
    const sent = electron.BrowserWindow.getAllWindows()[0].webContents.sent
    const told = (): unknown[][] =>
      sent.filter((s) => s.channel === channelOf('intake.dropped')).map((s) => s.args)
    electron.Tray.instances[0].item('Add files…').click!()
    await waitFor(() => told().length > 0, "the tray's files to be told", 10_000)
    expect(told()).toEqual([[{ accepted: 1, rejected: [] } satisfies DropResult]])
    expect((await list()).map((i) => i.path).sort()).toEqual([a, b, c].sort())
  })

  it('refuses a 3-million-item list without looking at one of its items', async () => {
    booted = await bootApp()
    let looked = 0
    const ids = new Proxy(new Array<string>(3_000_000).fill('id'), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) looked++
        return Reflect.get(target, key, receiver)
      }
    })
    const answer = await invoke('intake.retry', { ids })
    expect(answer).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect(looked).toBe(0)
    expect(answer.error!.message).toContain(`more than ${MAX_LIST_ITEMS} items in one list`)
  })
})
