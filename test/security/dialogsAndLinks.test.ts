/**
 * What the clerk is asked, and what reaches the browser, through the booted main (Electron
 * mock): a change of only the web app's address is confirmed by naming the NEW address, and a
 * link leaves for the system browser only as the URL main parsed and checked.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CommandName } from '@shared/ipc'
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index'
import { bootApp, type Booted } from '../main/support/bootApp'
import { invokeFromWindow } from '../main/support/fromWindow'

describe('security: dialogs say what changes, links leave as parsed', () => {
  let service: RunningSandbox
  let booted: Booted | null = null
  beforeAll(async () => {
    service = await startSandbox({ log: () => undefined })
  })
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })
  afterAll(async () => {
    await service.close()
  })

  const invoke = (name: CommandName, input?: unknown) => invokeFromWindow(booted!, name, input)
  const messages = () =>
    booted!.electron.mockState.dialogCalls
      .filter((c) => c.kind === 'message')
      .map((c) => (c.options as { message: string }).message)

  it('asks about a new web-app address by naming it, not the unchanged service', async () => {
    booted = await bootApp()
    const connection = { mode: 'custom', baseUrl: service.baseUrl, appUrl: service.appUrl }
    expect(await invoke('settings.update', { connection })).toMatchObject({ ok: true })
    booted.electron.mockState.messageBoxResponse = 1

    const refused = await invoke('settings.update', {
      connection: { appUrl: 'https://lookalike-app.example.net' }
    })

    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(messages().at(-1)).toBe('Open the web app at lookalike-app.example.net?')
  })

  it('hands the browser the parsed URL, never the window spelling of it', async () => {
    booted = await bootApp()
    const appUrl = booted.ctx!.host.appUrl()!
    const win = booted.electron.BrowserWindow.getAllWindows()[0]

    win.webContents.simulateWindowOpen(`${appUrl}\\shipments\\find?q=MSKU 1234565`)

    expect(booted.electron.mockState.shell.openExternal).toEqual([
      `${appUrl}/shipments/find?q=MSKU%201234565`
    ])
  })
})
