import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { IpcMainInvokeEvent } from 'electron'
import { channelOf } from '@shared/ipcChannel'
import { bootApp, type Booted } from '../support/bootApp'

describe('main/index', () => {
  describe('second instance', () => {
    it('hands over and quits without opening a window or starting intake', async () => {
      const booted = await bootApp((electron) => {
        electron.mockState.singleInstanceLock = false
      })
      expect(booted.ctx).toBeNull()
      expect(booted.electron.mockState.quitCalled).toBe(1)
      expect(booted.electron.BrowserWindow.getAllWindows()).toHaveLength(0)
      expect(booted.electron.Tray.instances).toHaveLength(0)
      await booted.quit()
    })
  })

  describe('started app', () => {
    let booted: Booted
    const win = () => booted.electron.BrowserWindow.getAllWindows()[0]
    const tray = () => booted.electron.Tray.instances[0]

    beforeAll(async () => {
      booted = await bootApp()
    })
    afterAll(async () => {
      await booted.quit()
    })

    it('opens one window with the security defaults', () => {
      expect(booted.electron.BrowserWindow.getAllWindows()).toHaveLength(1)
      expect(win().webPreferences).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webviewTag: false,
        webSecurity: true
      })
      expect(String(win().webPreferences.preload)).toMatch(/preload[\\/]index\.cjs$/)
    })

    it('shows the window once it is ready to show', () => {
      win().hide()
      win().emit('ready-to-show')
      expect(win().isVisible()).toBe(true)
    })

    it('loads the renderer from app://dropdock and answers no permission request', () => {
      expect(win().loaded).toEqual({ kind: 'url', target: 'app://dropdock/index.html' })
      expect(booted.electron.mockState.privilegedSchemes).toEqual([
        {
          scheme: 'app',
          privileges: { standard: true, secure: true, supportFetchAPI: true },
          beforeReady: true
        }
      ])
      expect(Object.keys(booted.electron.mockState.protocolHandlers)).toEqual(['app'])
      let granted: boolean | undefined
      booted.electron.mockState.permissionHandler?.(null, 'media', (ok: boolean) => (granted = ok))
      expect(granted).toBe(false)
    })

    it('focuses the existing window when a second instance starts', () => {
      win().hide()
      win().minimize()
      const before = win().focusCount
      booted.electron.app.emit('second-instance', {}, [], '/')
      expect(win().isVisible()).toBe(true)
      expect(win().isMinimized()).toBe(false)
      expect(win().focusCount).toBe(before + 1)
    })

    it('hides to the tray on close instead of quitting', () => {
      win().close()
      expect(win().isDestroyed()).toBe(false)
      expect(win().isVisible()).toBe(false)
      expect(booted.electron.mockState.quitCalled).toBe(0)
    })

    it('refuses navigation away from the renderer page', () => {
      for (const url of ['https://evil.test/', 'file:///etc/passwd', 'javascript:alert(1)']) {
        expect(win().webContents.simulateNavigation(url).defaultPrevented, url).toBe(true)
      }
      expect(
        win().webContents.simulateNavigation(win().webContents.getURL()).defaultPrevented
      ).toBe(false)
    })

    it('denies every window.open and opens only web-app links in the system browser', () => {
      const appUrl = booted.ctx!.host.appUrl()!
      const hostile = [
        'javascript:alert(1)',
        'file:///etc/passwd',
        'https://evil.test/',
        `${appUrl.replace('127.0.0.1', 'localhost')}/x`,
        'data:text/html,hi'
      ]
      for (const url of hostile)
        expect(win().webContents.simulateWindowOpen(url)).toEqual({ action: 'deny' })
      expect(booted.electron.mockState.shell.openExternal).toEqual([])
      const good = `${appUrl}/shipments/find?q=MAEU241234567`
      expect(win().webContents.simulateWindowOpen(good)).toEqual({ action: 'deny' })
      expect(booted.electron.mockState.shell.openExternal).toEqual([good])
    })

    it('denies new windows and webviews in any other WebContents', () => {
      const stray = new booted.electron.WebContents()
      booted.electron.app.emit('web-contents-created', {}, stray)
      expect(stray.simulateWindowOpen(`${booted.ctx!.host.appUrl()}/x`)).toEqual({ action: 'deny' })
      const attach = new booted.electron.MockEvent()
      stray.emit('will-attach-webview', attach)
      expect(attach.defaultPrevented).toBe(true)
    })

    it('shows the sandbox in app.info to our own window', async () => {
      const event = { sender: win().webContents, senderFrame: win().webContents.mainFrame }
      const result = await booted.electron.ipcMain.invoke(channelOf('app.info'), event)
      expect(result).toMatchObject({
        ok: true,
        value: { name: 'Dropdock', sandbox: true, service: 'sandbox', serviceHost: null }
      })
    })

    it('refuses IPC from another WebContents, an iframe and a navigated-away frame', async () => {
      const electron = booted.electron
      const foreign = [
        {
          sender: new electron.WebContents(),
          senderFrame: new electron.MockFrame(win().webContents.getURL())
        },
        {
          sender: win().webContents,
          senderFrame: new electron.MockFrame(
            win().webContents.getURL(),
            win().webContents.mainFrame
          )
        },
        { sender: win().webContents, senderFrame: new electron.MockFrame('https://evil.test/') }
      ] as unknown as IpcMainInvokeEvent[]
      for (const event of foreign) {
        const result = await electron.ipcMain.invoke(channelOf('settings.get'), event as never)
        expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
      }
    })

    it('offers every tray action in the context menu (AppIndicator ignores clicks)', () => {
      const labels = tray()
        .menu!.items.map((i) => i.label)
        .filter(Boolean)
      expect(labels).toEqual([
        'Sandbox: 0 done',
        'Open Dropdock',
        'Add files…',
        'Pause intake',
        'Retry failed',
        'Open watched folder',
        'Settings…',
        'Quit Dropdock'
      ])
      expect(tray().tooltip).toBe('Dropdock · Sandbox: 0 done')
    })

    it('pauses and resumes intake from the tray, with the icon following', () => {
      tray().item('Pause intake').click!()
      expect(booted.ctx!.host.status().paused).toBe(true)
      expect(String((tray().image as { path: string }).path)).toMatch(
        /tray-paused(Template)?\.png$/
      )
      tray().item('Resume intake').click!()
      expect(booted.ctx!.host.status().paused).toBe(false)
      expect(tray().item('Pause intake')).toBeTruthy()
    })

    it('retries failed items through intake from the tray', () => {
      const spy = vi.spyOn(booted.ctx!.host.intake(), 'retryFailed')
      tray().item('Retry failed').click!()
      expect(spy).toHaveBeenCalledTimes(1)
    })

    it('opens the settings screen from the tray', () => {
      win().hide()
      tray().item('Settings…').click!()
      expect(win().isVisible()).toBe(true)
      expect(win().webContents.sent.at(-1)).toEqual({
        channel: 'dropdock:app.navigate',
        args: [{ view: 'settings' }]
      })
    })
  })

  describe('hide on close turned off', () => {
    it('closes the window for real, keeps running in the tray, and opens a new one when asked', async () => {
      const booted = await bootApp()
      const first = booted.electron.BrowserWindow.getAllWindows()[0]
      const event = { sender: first.webContents, senderFrame: first.webContents.mainFrame }
      await booted.electron.ipcMain.invoke(channelOf('settings.update'), event, {
        hideOnClose: false
      })
      first.close()
      expect(first.isDestroyed()).toBe(true)
      expect(booted.electron.BrowserWindow.getAllWindows()).toHaveLength(0)
      expect(booted.electron.mockState.quitCalled).toBe(0)
      booted.electron.app.emit('second-instance', {}, [], '/')
      const second = booted.electron.BrowserWindow.getAllWindows()[0]
      expect(second).not.toBe(first)
      expect(second.isVisible()).toBe(true)
      expect(second.webPreferences).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false
      })
      second.close()
      booted.electron.Tray.instances[0].item('Settings…').click!()
      const third = booted.electron.BrowserWindow.getAllWindows()[0]
      expect(third.webContents.sent).toEqual([])
      await new Promise((r) => setImmediate(r))
      expect(third.webContents.sent).toContainEqual({
        channel: 'dropdock:app.navigate',
        args: [{ view: 'settings' }]
      })
      await booted.quit()
    })
  })

  describe('key from the environment', () => {
    it('shows the key as managed and refuses to replace it from the window', async () => {
      const booted = await bootApp(() => vi.stubEnv('DROPDOCK_API_KEY', 'sbx_blueharbor_full'))
      const w = booted.electron.BrowserWindow.getAllWindows()[0]
      const event = { sender: w.webContents, senderFrame: w.webContents.mainFrame }
      const invoke = (name: 'settings.get' | 'settings.setApiKey', ...input: unknown[]) =>
        booted.electron.ipcMain.invoke(channelOf(name), event, ...input)
      expect(await invoke('settings.get')).toMatchObject({
        ok: true,
        value: { hasApiKey: true, locked: ['apiKey'] }
      })
      expect(
        await invoke('settings.setApiKey', { apiKey: 'sbx_other_key', acceptWeakStorage: false })
      ).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' }
      })
      await booted.quit()
    })
  })

  describe('start at login', () => {
    it('starts hidden in the tray when launched with --hidden', async () => {
      process.argv.push('--hidden')
      try {
        const booted = await bootApp()
        const w = booted.electron.BrowserWindow.getAllWindows()[0]
        w.emit('ready-to-show')
        expect(w.isVisible()).toBe(false)
        expect(booted.electron.Tray.instances).toHaveLength(1)
        await booted.quit()
      } finally {
        process.argv.splice(process.argv.indexOf('--hidden'), 1)
      }
    })
  })

  describe('renderer page', () => {
    it('carries a strict Content-Security-Policy starting from default-src none', () => {
      const html = readFileSync('src/renderer/index.html', 'utf8')
      const csp = html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1]
      expect(csp).toBeTruthy()
      expect(csp).toContain("default-src 'none'")
      expect(csp).not.toMatch(/unsafe-eval|\*/)
      expect(csp).toMatch(/script-src 'self'(;|$)/)
    })
  })
})
