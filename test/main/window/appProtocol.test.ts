import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CONTENT_SECURITY_POLICY,
  resolveAppPath,
  serveAppRequest
} from '../../../src/main/window/appProtocol'

describe('window/appProtocol', () => {
  let dir: string
  let root: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-app-'))
    root = join(dir, 'renderer')
    mkdirSync(join(root, 'assets'), { recursive: true })
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Dropdock</title>')
    writeFileSync(join(root, 'assets', 'index.js'), 'console.log(1)')
    writeFileSync(join(dir, 'secret.txt'), 'outside the renderer folder')
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('serves the page with its policy as a header, base-uri and form-action closed', async () => {
    const res = await serveAppRequest(root, 'app://dropdock/index.html')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await res.text()).toContain('<title>Dropdock</title>')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("form-action 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await serveAppRequest(root, 'app://dropdock/')).status).toBe(200)
    const js = await serveAppRequest(root, 'app://dropdock/assets/index.js')
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/)
  })

  it('refuses every way out of the renderer folder with a 404 that has the policy too', async () => {
    for (const url of [
      'app://dropdock/../secret.txt',
      'app://dropdock/%2e%2e/secret.txt',
      'app://dropdock/assets/%2E%2E%2F%2E%2E%2Fsecret.txt',
      'app://dropdock/..%5csecret.txt',
      'app://dropdock/C:/Windows/win.ini',
      'app://dropdock/index.html%00.png',
      'app://dropdock/%E0%A4%A',
      'app://evil/index.html',
      'file:///etc/passwd',
      'app://dropdock/missing.js'
    ]) {
      const res = await serveAppRequest(root, url)
      expect(res.status, url).toBe(404)
      expect(await res.text(), url).toBe('Not found')
      expect(res.headers.get('content-security-policy'), url).toBe(CONTENT_SECURITY_POLICY)
    }
    // The URL parser folds ".." (even as %2e%2e) at the root; an encoded slash is refused.
    expect(resolveAppPath(root, 'app://dropdock/../secret.txt')).toBe(join(root, 'secret.txt'))
    expect(resolveAppPath(root, 'app://dropdock/%2e%2e%2fsecret.txt')).toBeNull()
    expect(resolveAppPath(root, 'app://dropdock/assets/index.js')).toBe(
      join(root, 'assets', 'index.js')
    )
  })

  it('keeps the same directives in the meta tag of the renderer page', () => {
    const html = readFileSync('src/renderer/index.html', 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)![1]
    const directives = (policy: string) => policy.split(/;\s*/).map((d) => d.trim())
    // frame-ancestors has no effect in a meta tag; every other directive matches the header.
    const header = directives(CONTENT_SECURITY_POLICY).filter((d) => !d.startsWith('frame-'))
    expect(directives(meta).sort()).toEqual(header.sort())
  })
})
