import { afterEach, describe, expect, it } from 'vitest'
import type { CommandInput, CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { bootApp, type Booted } from '../support/bootApp'

/** Invokes a command the way the app's own window does. */
async function call<K extends CommandName>(booted: Booted, name: K, ...input: CommandInput<K>[]) {
  const win = booted.electron.BrowserWindow.getAllWindows()[0]
  const event = { sender: win.webContents, senderFrame: win.webContents.mainFrame }
  return (await booted.electron.ipcMain.invoke(channelOf(name), event, ...input)) as {
    ok: boolean
    value?: unknown
  }
}

const tray = (booted: Booted) => booted.electron.Tray.instances[0]
const labels = (booted: Booted) =>
  tray(booted)
    .menu!.items.map((i) => i.label)
    .filter(Boolean)

describe('main/index the tray and dialogs in the clerk language', () => {
  let booted: Booted | null = null
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })

  it('starts in the system language, and redraws the tray at once when the setting changes', async () => {
    booted = await bootApp((electron) => {
      electron.mockState.systemLocale = 'de-DE'
    })
    expect(labels(booted)).toContain('Annahme pausieren')
    expect(labels(booted)).toContain('Dropdock beenden')
    expect(tray(booted).tooltip).toMatch(/^Dropdock · Sandbox: 0 erledigt/)

    expect(await call(booted, 'settings.update', { language: 'zh-CN' })).toMatchObject({
      ok: true
    })
    expect(labels(booted)).toEqual([
      '沙盒：0 个已完成',
      '打开 Dropdock',
      '添加文件…',
      '暂停接收',
      '重试失败的文件',
      '打开监视文件夹',
      '设置…',
      '退出 Dropdock'
    ])
    expect(tray(booted).tooltip).toBe('Dropdock · 沙盒：0 个已完成')

    // A pause from the Chinese tray keeps the tray Chinese.
    tray(booted).item('暂停接收').click!()
    expect(labels(booted)).toContain('继续接收')

    expect(await call(booted, 'settings.update', { language: 'system' })).toMatchObject({
      ok: true
    })
    expect(labels(booted)).toContain('Annahme fortsetzen')
  })

  it('asks about a new service address in the clerk language', async () => {
    booted = await bootApp((electron) => {
      electron.mockState.systemLocale = 'en-GB'
      electron.mockState.messageBoxResponse = 1
    })
    await call(booted, 'settings.update', { language: 'nl' })
    // "Add files…" opens main's file dialog, titled in the clerk language too.
    expect(await call(booted, 'intake.chooseFiles')).toMatchObject({ ok: true, value: null })
    expect(booted.electron.mockState.dialogCalls.at(-1)).toMatchObject({
      kind: 'open',
      options: { title: 'Bestanden toevoegen' }
    })
    await call(booted, 'settings.update', {
      connection: { mode: 'custom', baseUrl: 'https://dropdock.example.com/v2' }
    })
    const asked = booted.electron.mockState.dialogCalls.find((c) => c.kind === 'message')
    expect(asked?.options).toMatchObject({
      title: 'Het adres van de dienst wijzigen',
      message: 'Documenten naar dropdock.example.com sturen?',
      buttons: ['Adres wijzigen', 'Annuleren']
    })
    expect((asked?.options as { detail: string }).detail).toContain(
      'Hebt u deze wijziging niet zelf gemaakt, kies dan Annuleren.'
    )
    // Cancelled: the sandbox stays.
    expect(booted.ctx!.host.plan().sandbox).toBe(true)
  })
})
