/**
 * WebRTC closed in every window main makes (booted main, Electron mock): each WebContents gets
 * the IP-handling policy that allows no UDP, and the session's proxy, set before any window
 * exists, goes nowhere with no loopback exception. test/e2e/webrtc.e2e.ts proves in Chromium
 * that these two together stop a TURN data channel.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { closedProxyConfig } from '../../../src/main/window/webrtc'
import { bootApp, type Booted } from '../support/bootApp'

describe('main/window: WebRTC closed', () => {
  let booted: Booted | null = null
  afterEach(async () => {
    await booted?.quit()
    booted = null
  })

  it('gives every WebContents the no-UDP policy, the window first and one made later too', async () => {
    booted = await bootApp()
    const { BrowserWindow, WebContents, app } = booted.electron
    const [win] = BrowserWindow.getAllWindows()
    expect(win.webContents.getWebRTCIPHandlingPolicy()).toBe('disable_non_proxied_udp')

    // The window closed to the tray for good and opened again from it: a new WebContents.
    win.destroy()
    booted.ctx!.reveal()
    const [again] = BrowserWindow.getAllWindows()
    expect(again).not.toBe(win)
    expect(again.webContents.getWebRTCIPHandlingPolicy()).toBe('disable_non_proxied_udp')

    const stray = new WebContents()
    app.emit('web-contents-created', {}, stray)
    expect(stray.getWebRTCIPHandlingPolicy()).toBe('disable_non_proxied_udp')
  })

  it('sends what the session proxies nowhere, loopback included, before the window exists', async () => {
    booted = await bootApp()
    expect(booted.electron.mockState.proxyConfigs).toEqual([
      {
        config: {
          mode: 'fixed_servers',
          proxyRules: 'http://127.0.0.1:9',
          proxyBypassRules: '<-loopback>'
        },
        windowsOpen: 0
      }
    ])
  })

  it('lets only the dev server the window loads from go direct', () => {
    expect(closedProxyConfig({ kind: 'url', url: 'http://localhost:5173/' })).toEqual({
      mode: 'fixed_servers',
      proxyRules: 'http://127.0.0.1:9',
      proxyBypassRules: '<-loopback>;localhost:5173'
    })
  })
})
