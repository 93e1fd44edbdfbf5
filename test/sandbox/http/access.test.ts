import { request } from 'node:http'
import { mkdtempSync, readFileSync, rmSync, statSync, chmodSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { installationKey, startEmbeddedSandbox } from '../../../src/sandbox/index'
import { SEEDED_KEYS } from '../../../src/sandbox/accounts'

/** A GET with a chosen Host header (fetch sets its own). */
function get(
  url: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, location: res.headers.location })
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const dirs: string[] = []
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'sbx-access-'))
  dirs.push(d)
  return d
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('embedded sandbox', () => {
  let sb: RunningSandbox
  let root: string
  let port: number
  const key = 'sbx_local_' + 'k'.repeat(32)
  beforeAll(async () => {
    sb = await startEmbeddedSandbox({ dataDir: tempDir(), apiKey: key, log: () => undefined })
    root = new URL(sb.baseUrl).origin
    port = Number(new URL(sb.baseUrl).port)
  })
  afterAll(() => sb.close())

  it('accepts its own key and none of the published seeded keys', async () => {
    expect(sb.apiKey).toBe(key)
    const ok = await get(`${sb.baseUrl}/documents/types`, { Authorization: `Token ${key}` })
    expect(ok.status).toBe(200)
    for (const seeded of SEEDED_KEYS) {
      const res = await get(`${sb.baseUrl}/documents/types`, {
        Authorization: `Token ${seeded.key}`
      })
      expect(res.status, seeded.key).toBe(401)
    }
  })

  it('refuses a Host that is not a loopback name with its port (DNS rebinding)', async () => {
    const auth = { Authorization: `Token ${key}` }
    for (const host of ['attacker.example', `attacker.example:${port}`, `127.0.0.1:${port + 1}`]) {
      const res = await get(`${sb.baseUrl}/documents/types`, { ...auth, Host: host })
      expect(res.status, host).toBe(421)
      expect(res.body).toContain('answers only requests addressed to 127.0.0.1:')
      expect(res.body).not.toContain('document_types')
    }
    const page = await get(sb.appUrl + '/', { Host: `attacker.example:${port}` })
    expect(page.status).toBe(421)
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await get(`${sb.baseUrl}/documents/types`, { ...auth, Host: host })).status).toBe(200)
    }
  })

  it('serves its pages only under the session token or with the key', async () => {
    const token = new URL(sb.appUrl).pathname.split('/')[2]
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    const index = await get(`${sb.appUrl}/`)
    expect(index.status).toBe(200)
    expect(index.body).toContain('Blue Harbor Forwarding')
    expect(index.body).toContain('MAEU241234567')
    for (const path of ['/app', '/app/', '/app/shipments', '/app/x' + token, '/']) {
      const res = await get(root + path)
      expect(res.status, path).toBe(403)
      expect(res.body, path).toContain('pages are private')
      expect(res.body, path).not.toContain('MAEU241234567')
      expect(res.body, path).not.toContain(token)
    }
    const withKey = await get(`${root}/app/shipments`, { Authorization: `Token ${key}` })
    expect(withKey.status).toBe(200)
    expect(withKey.body).toContain('MAEU241234567')
  })

  it('keeps the token in the deep link redirect, so the page opened is served', async () => {
    const res = await get(`${sb.appUrl}/shipments/find?q=MSKU1234565`)
    expect(res.status).toBe(302)
    expect(res.location!.startsWith(`${sb.appUrl}/shipments/`)).toBe(true)
    const page = await get(res.location!)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Shipment MAEU241234567')
  })

  it('gets a new page token each start', async () => {
    const again = await startEmbeddedSandbox({
      dataDir: tempDir(),
      apiKey: key,
      log: () => undefined
    })
    try {
      expect(again.appUrl).not.toBe(sb.appUrl)
      expect(
        (await get(`${sb.appUrl.replace(String(port), new URL(again.baseUrl).port)}/`)).status
      ).toBe(403)
    } finally {
      await again.close()
    }
  })
})

describe('standalone sandbox', () => {
  let sb: RunningSandbox
  let root: string
  beforeAll(async () => {
    sb = await startSandbox({ dataDir: tempDir(), log: () => undefined })
    root = new URL(sb.baseUrl).origin
  })
  afterAll(() => sb.close())

  it('sends / on to the index page of the printed app_url', async () => {
    const res = await get(`${root}/`)
    expect(res.status).toBe(302)
    expect(res.location).toBe('/app/')
    for (const url of [sb.appUrl, `${sb.appUrl}/`]) {
      const index = await get(url)
      expect(index.status, url).toBe(200)
      expect(index.body).toContain('<h1>Blue Harbor Forwarding</h1>')
      expect(index.body).toMatch(/<a href="\/app\/shipments\/[^"]+">MAEU241234567<\/a>/)
      expect(index.body).toContain('No document has been uploaded yet.')
    }
  })

  it("lists the key's own account on the index, Northgate for its key", async () => {
    const index = await get(`${sb.appUrl}/`, { Authorization: 'Token sbx_northgate_full' })
    expect(index.body).toContain('<h1>Northgate Customs Brokers</h1>')
    expect(index.body).not.toContain('MAEU241234567')
  })

  it('refuses a foreign Host name but not a loopback name on another port (proxies)', async () => {
    const port = Number(new URL(sb.baseUrl).port)
    const auth = { Authorization: `Token ${sb.apiKey}` }
    expect(
      (await get(`${sb.baseUrl}/documents/types`, { ...auth, Host: 'rebind.example' })).status
    ).toBe(421)
    expect(
      (await get(`${sb.baseUrl}/documents/types`, { ...auth, Host: `127.0.0.1:${port + 7}` }))
        .status
    ).toBe(200)
  })
})

describe('installationKey()', () => {
  it('makes a random key once, in a file only its owner can read, and reads it back', () => {
    const file = join(tempDir(), 'nested', 'sandbox-key.json')
    const key = installationKey(file)
    expect(key).toMatch(/^sbx_local_[A-Za-z0-9_-]{32}$/)
    expect(installationKey(file)).toBe(key)
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(installationKey(join(tempDir(), 'other.json'))).not.toBe(key)
  })

  it('tightens a file whose mode was loosened', () => {
    const file = join(tempDir(), 'k.json')
    const key = installationKey(file)
    chmodSync(file, 0o644)
    expect(installationKey(file)).toBe(key)
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('seals the key with the codec and replaces a file it cannot read back', () => {
    const file = join(tempDir(), 'k.json')
    const codec = {
      name: 'reversed',
      encode: (k: string) => [...k].reverse().join(''),
      decode: (t: string) => [...t].reverse().join('')
    }
    const key = installationKey(file, codec)
    expect(readFileSync(file, 'utf8')).not.toContain(key)
    expect(installationKey(file, codec)).toBe(key)
    writeFileSync(file, '{"encoding":"reversed","key":"garbage"}')
    const fresh = installationKey(file, codec)
    expect(fresh).not.toBe(key)
    expect(fresh).toMatch(/^sbx_local_/)
  })
})
