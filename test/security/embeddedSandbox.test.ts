/**
 * The embedded sandbox as the booted app runs it, attacked the way a local process or a web
 * page (DNS rebinding) would: published keys, a foreign Host, the pages without the token.
 */
import { request } from 'node:http'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEEDED_KEYS } from '../../src/sandbox/accounts'
import { bootApp, type Booted } from '../main/support/bootApp'
import { whenSeen } from '../support/whenSeen'

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

let booted: Booted
let base: string
let appUrl: string
beforeAll(async () => {
  booted = await bootApp()
  base = booted.ctx!.host.client().baseUrl
  appUrl = booted.ctx!.host.appUrl()!
})
afterAll(() => booted.quit())

describe('embedded sandbox of the booted app', () => {
  it('refuses every published seeded key (401)', async () => {
    for (const { key } of SEEDED_KEYS) {
      const res = await get(`${base}/documents?page[size]=1`, { Authorization: `Token ${key}` })
      expect(res.status, key).toBe(401)
      expect(res.body).not.toContain('"data"')
    }
  })

  it('keeps its own key in userData, sealed, mode 0600, and the app works with it', async () => {
    const file = join(booted.root, 'userData', 'sandbox-key.json')
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { encoding: string; key: string }
    expect(stored.key).not.toMatch(/^sbx_/)
    expect(['safeStorage', 'plain']).toContain(stored.encoding)
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(await booted.ctx!.host.client().documentTypes()).not.toHaveLength(0)
  })

  it('runs in a utility process of its own, started again when it dies', async () => {
    const forks = booted.electron.mockState.utilityForks
    expect(forks).toHaveLength(1)
    expect(forks[0].modulePath).toMatch(/sandboxChild\.ts$/)
    const first = forks[0].process.pid!
    expect(first).not.toBe(process.pid)
    expect(await booted.ctx!.host.client().documentTypes()).not.toHaveLength(0)

    process.kill(first, 'SIGKILL')
    const again = await whenSeen(
      booted.electron.onUtilityFork,
      () => forks[1],
      'the sandbox process to be started again'
    )
    // The same address and key as before: the engine's client goes on as after any outage.
    // Asked once the new process says it is ready (its messages), however slow its start.
    await whenSeen(
      (look) => {
        again.process.on('message', look)
        return () => again.process.off('message', look)
      },
      () =>
        booted
          .ctx!.host.client()
          .documentTypes()
          .then((types) => types.length > 0)
          .catch(() => false),
      'the restarted sandbox to answer'
    )
    expect(forks[1].process.pid).not.toBe(first)
  })

  it('answers a rebinding page (foreign Host) with 421 and no data', async () => {
    const port = new URL(base).port
    for (const host of [`rebind.attacker.example:${port}`, 'rebind.attacker.example']) {
      for (const url of [`${base}/documents/types`, `${appUrl}/`]) {
        const res = await get(url, { Host: host })
        expect(res.status, `${host} ${url}`).toBe(421)
        expect(res.body).not.toContain('Blue Harbor')
      }
    }
  })

  it('shows its pages only through the address the app opens', async () => {
    const origin = new URL(appUrl).origin
    expect((await get(`${appUrl}/`)).status).toBe(200)
    for (const path of [
      '/',
      '/app',
      '/app/',
      '/app/shipments?q=MAEU',
      '/app/shipments/find?q=MSKU'
    ]) {
      const res = await get(origin + path)
      expect(res.status, path).toBe(403)
      expect(res.body, path).not.toContain('MAEU241234567')
    }
  })
})
