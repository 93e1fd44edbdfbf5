import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CommandInput, CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { bootApp, type Booted } from '../support/bootApp'
import { readZip } from '../support/readZip'
import { waitFor } from '../../support/waitFor'

const KEY = 'sbx_leakcheck_4242_secret'

/** Every regular file under `dir` (the sandbox's socket, say, holds no bytes to read). */
function filesUnder(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const st = statSync(path)
    if (st.isDirectory()) out.push(...filesUnder(path))
    else if (st.isFile()) out.push(path)
  }
  return out
}

describe('main/index flows', () => {
  let booted: Booted
  const results: unknown[] = []
  const win = () => booted.electron.BrowserWindow.getAllWindows()[0]
  const call = async <K extends CommandName>(name: K, ...input: CommandInput<K>[]) => {
    const event = { sender: win().webContents, senderFrame: win().webContents.mainFrame }
    const result = await booted.electron.ipcMain.invoke(channelOf(name), event, ...input)
    results.push(result)
    return result as { ok: boolean; value?: unknown; error?: { message: string } }
  }

  beforeAll(async () => {
    booted = await bootApp()
  })
  afterAll(async () => {
    await booted?.quit()
  })

  it('takes files dropped on the tray icon and notifies once they are done; a click opens the item', async () => {
    await call('settings.update', { notifications: 'all' })
    const file = join(booted.root, 'dropped.txt')
    writeFileSync(file, 'PACKING LIST\nContainer: MSKU1234565\nBill of Lading: MAEU241234567\n')
    booted.electron.Tray.instances[0].emit('drop-files', {}, [file])
    const item = await waitFor(
      () =>
        booted
          .ctx!.host.intake()
          .list()
          .find((i) => i.path === file),
      'the dropped file to be taken in',
      8_000
    )
    const note = await waitFor(
      () => booted.electron.Notification.instances.find((n) => n.shown),
      'a notification',
      8_000
    )
    expect(note.options.title).toContain('dropped.txt')
    win().hide()
    note.click()
    expect(win().isVisible()).toBe(true)
    expect(win().webContents.sent.at(-1)).toEqual({
      channel: 'dropdock:app.navigate',
      args: [{ view: 'inbox', itemId: item.id }]
    })
    expect(win().webContents.sent.some((s) => s.channel === 'dropdock:intake.items')).toBe(true)
    expect(win().webContents.sent.some((s) => s.channel === 'dropdock:app.status')).toBe(true)
  })

  it('tells the window and the desktop which files dropped on the tray icon were refused', async () => {
    const folder = join(booted.root, 'a-folder')
    mkdirSync(folder)
    const gone = join(booted.root, 'gone.pdf')
    const before = booted.electron.Notification.instances.length
    booted.electron.Tray.instances[0].emit('drop-files', {}, [folder, gone])
    const told = await waitFor(
      () =>
        win().webContents.sent.find(
          (s) =>
            s.channel === 'dropdock:intake.dropped' &&
            (s.args[0] as { rejected: unknown[] }).rejected.length > 0
        ),
      'the window to be told of the tray drop',
      8_000
    )
    const result = told.args[0] as { accepted: number; rejected: { path: string }[] }
    expect(result.accepted).toBe(0)
    expect(result.rejected.map((r) => r.path).sort()).toEqual([folder, gone].sort())
    const note = booted.electron.Notification.instances.slice(before).find((n) => n.shown)
    expect(note?.options.title).toBe('2 dropped files were not taken')
    expect(note?.options.body).toMatch(/^a-folder: .+\ngone\.pdf: .+$/)
  })

  it('keeps the API key out of every file, log line, event and answer through key and connection flows', async () => {
    const sandboxBase = booted.ctx!.host.client().baseUrl
    expect(
      await call('settings.setApiKey', { apiKey: KEY, acceptWeakStorage: false })
    ).toMatchObject({
      ok: true,
      value: { hasApiKey: true }
    })
    await call('settings.testConnection', { mode: 'custom', baseUrl: sandboxBase, apiKey: KEY })
    await call('settings.testConnection', { mode: 'custom', baseUrl: 'https://127.0.0.1:1/v2' })
    // The key was saved in sandbox mode: a new address gets it only when entered again.
    expect(
      await call('settings.update', {
        connection: { mode: 'custom', baseUrl: 'http://127.0.0.1:9/v2' }
      })
    ).toMatchObject({ ok: true, value: { hasApiKey: false } })
    expect(booted.ctx!.host.plan()).toMatchObject({ sandbox: true })
    await call('settings.setApiKey', { apiKey: KEY, acceptWeakStorage: false })
    expect(booted.ctx!.host.plan()).toMatchObject({ sandbox: false, serviceLabel: '127.0.0.1:9' })
    expect(booted.ctx!.host.status().connection).toBe('offline')
    const file = join(booted.root, 'offline.txt')
    writeFileSync(file, 'hello')
    await call('intake.addDropped', { paths: [file] })
    // The file has been tried against the address that does not answer (with the key) and
    // failed: only then can a leak of that attempt be looked for.
    const tried = await waitFor(
      () =>
        booted
          .ctx!.host.intake()
          .list()
          .find((i) => i.path === file && i.lastError !== null),
      'the upload to the offline address to fail',
      8_000
    )
    expect(tried.lastError!.kind).toBe('network')
    booted.ctx!.logger.info(`a careless line with ${KEY}`)
    booted.ctx!.logger.error(new Error(`Authorization: Token ${KEY}`))
    const zip = join(booted.root, 'diagnostics.zip')
    booted.electron.mockState.saveDialogResult = { canceled: false, filePath: zip }
    expect(await call('diagnostics.export')).toEqual({ ok: true, value: { savedTo: zip } })
    const unpacked = [...readZip(zip).values()].map((b) => b.toString('utf8')).join('\n')
    expect(unpacked).toContain('"hasApiKey": true')
    expect(unpacked).not.toContain(KEY)
    await call('settings.update', { connection: { mode: 'sandbox' } })

    const leaks = filesUnder(booted.root).filter((f) => readFileSync(f).includes(KEY))
    expect(leaks).toEqual([])
    expect(readFileSync(booted.ctx!.logger.file, 'utf8')).toContain(
      'a careless line with [redacted]'
    )
    expect(JSON.stringify(results)).not.toContain(KEY)
    expect(JSON.stringify(win().webContents.sent)).not.toContain(KEY)
  })

  it('quits cleanly: intake stops and the app quits after the shutdown', async () => {
    const intake = booted.ctx!.host.intake()
    const pause = vi.spyOn(intake, 'pause')
    const close = vi.spyOn(intake, 'close')
    const quitted = new Promise<void>((resolve) =>
      booted.electron.app.once('quit', () => resolve())
    )
    booted.electron.app.quit()
    await quitted
    expect(pause).toHaveBeenCalled()
    expect(close).toHaveBeenCalled()
    expect(() => booted.ctx!.host.intake()).toThrow(/not running/)
    expect(booted.electron.Tray.instances[0].isDestroyed()).toBe(true)
  })
})
