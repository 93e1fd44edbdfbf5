import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CommandInput, CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { bootApp, type Booted } from '../support/bootApp'
import { waitFor } from '../../support/waitFor'

/** Invokes a command the way the app's own window does. */
async function call<K extends CommandName>(booted: Booted, name: K, ...input: CommandInput<K>[]) {
  const win = booted.electron.BrowserWindow.getAllWindows()[0]
  const event = { sender: win.webContents, senderFrame: win.webContents.mainFrame }
  return (await booted.electron.ipcMain.invoke(channelOf(name), event, ...input)) as {
    ok: boolean
    value?: unknown
  }
}

const trayLabels = (booted: Booted) =>
  booted.electron.Tray.instances[0].menu!.items.map((i) => i.label).filter(Boolean)

describe('main/index pause across a restart', () => {
  // Each case boots its own app in its own folder: neither needs what the other left behind.
  let booted: Booted | null = null
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })

  /** Quits the running app, keeping its folder, and starts it again on the same folder. */
  async function restart(): Promise<Booted> {
    const root = booted!.root
    await booted!.quit({ keep: true })
    booted = null
    booted = await bootApp(undefined, { root })
    return booted
  }

  it('a clerk who quits while paused finds intake paused, and nothing is sent until Resume', async () => {
    booted = await bootApp()
    const root = booted.root
    expect(await call(booted, 'intake.pause')).toMatchObject({ ok: true })
    expect(booted.ctx!.host.status().paused).toBe(true)
    await restart()

    const host = booted.ctx!.host
    expect(host.status().paused).toBe(true)
    expect(trayLabels(booted)).toContain('Resume intake')

    const file = join(root, 'arrival-notice.txt')
    writeFileSync(file, 'ARRIVAL NOTICE\nContainer: MSKU1234565\n')
    expect(await call(booted, 'intake.addDropped', { paths: [file] })).toMatchObject({
      ok: true,
      value: { accepted: 1 }
    })
    const waiting = await waitFor(
      () =>
        host
          .intake()
          .list()
          .find((i) => i.path === file && i.state === 'paused'),
      'the dropped file to wait as paused',
      8_000
    )
    expect(waiting.md5).toBeNull()
    expect((await host.client().listDocuments({ size: 1 })).meta.total).toBe(0)

    expect(await call(booted, 'intake.resume')).toMatchObject({ ok: true })
    const sent = await waitFor(
      () =>
        host
          .intake()
          .list()
          .find((i) => i.path === file && i.documentId !== null),
      'the file to be sent after Resume',
      8_000
    )
    expect(sent.history.map((h) => h.state)).toContain('paused')
    expect(trayLabels(booted)).toContain('Pause intake')
  })

  it('a resume is remembered too: the next start sends at once', async () => {
    booted = await bootApp()
    expect(await call(booted, 'intake.pause')).toMatchObject({ ok: true })
    await restart()
    expect(booted.ctx!.host.status().paused).toBe(true)

    expect(await call(booted, 'intake.resume')).toMatchObject({ ok: true })
    await restart()
    expect(booted.ctx!.host.status().paused).toBe(false)
    expect(trayLabels(booted)).toContain('Pause intake')
  })
})
