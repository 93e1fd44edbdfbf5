/**
 * A clerk (or a compromised window) breaks IT's managed file to lift its locks: through the
 * booted main, the connection and the key stay locked, and the window is told why.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { bootApp, type Booted } from '../support/bootApp'

describe('main/index: a managed file that cannot be used', () => {
  let booted: Booted | null = null
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })
  const call = async (name: CommandName, input?: unknown) => {
    const w = booted!.electron.BrowserWindow.getAllWindows()[0]
    const event = { sender: w.webContents, senderFrame: w.webContents.mainFrame }
    const args = input === undefined ? [] : [input]
    return (await booted!.electron.ipcMain.invoke(channelOf(name), event, ...args)) as {
      ok: boolean
      value?: { locked?: string[] }
      error?: { kind: string; message: string }
    }
  }

  it('locks the connection and the key, and says why', async () => {
    booted = await bootApp((_electron, root) => {
      // IT locked the service; the file was then cut short.
      writeFileSync(join(root, 'managed.json'), '{ "settings": { "connection": { "mode": "cus')
    })

    expect((await call('settings.get')).value?.locked).toEqual(['connection', 'apiKey'])
    const moved = await call('settings.update', {
      connection: { mode: 'custom', baseUrl: 'https://elsewhere.example/v2' }
    })
    expect(moved).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(moved.error!.message).toMatch(
      /locked because your IT department's managed settings could not be used \(.*managed\.json is not valid JSON/
    )
    const key = await call('settings.setApiKey', { apiKey: 'sbx_other', acceptWeakStorage: true })
    expect(key).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    expect(key.error!.message).toMatch(/could not be used/)
  })

  it('never reads a managed.json put beside the executable', async () => {
    booted = await bootApp((_electron, root) => {
      mkdirSync(join(root, 'app'), { recursive: true })
      writeFileSync(
        join(root, 'app', 'managed.json'),
        JSON.stringify({ settings: { language: 'de' }, locked: ['language', 'apiKey'] })
      )
    })
    expect((await call('settings.get')).value?.locked).toEqual([])
    expect(await call('settings.update', { language: 'nl' })).toMatchObject({ ok: true })
  })
})
