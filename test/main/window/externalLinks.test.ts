import { describe, expect, it } from 'vitest'
import { isAllowedExternalUrl } from '../../../src/main/window/externalLinks'
import { isOwnRendererUrl } from '../../../src/main/window/rendererUrl'

describe('window/externalLinks', () => {
  describe('isAllowedExternalUrl()', () => {
    const app = 'https://app.example.com'

    it('allows https pages of the web app', () => {
      expect(
        isAllowedExternalUrl('https://app.example.com/shipments/find?q=MAEU241234567', app)
      ).toBe(true)
    })

    it.each([
      ['javascript:', 'javascript:alert(document.cookie)'],
      ['file:', 'file:///etc/passwd'],
      ['plain http', 'http://app.example.com/shipments'],
      ['a look-alike suffix', 'https://app.example.com.evil.test/'],
      ['a look-alike prefix', 'https://evilapp.example.com/'],
      ['credentials', 'https://app.example.com@evil.test/'],
      ['user info on the right host', 'https://user:pw@app.example.com/'],
      ['another port', 'https://app.example.com:8443/'],
      ['a data URL', 'data:text/html,<script>alert(1)</script>'],
      ['not a URL', 'app.example.com/shipments'],
      ['a custom scheme', 'ms-msdt:/id PCWDiagnostic']
    ])('refuses %s', (_label, url) => {
      expect(isAllowedExternalUrl(url, app)).toBe(false)
    })

    it('refuses everything while no web app is configured', () => {
      expect(isAllowedExternalUrl('https://app.example.com/', null)).toBe(false)
    })

    it('allows the embedded sandbox its own http loopback origin only', () => {
      const sandbox = 'http://127.0.0.1:4555'
      expect(isAllowedExternalUrl('http://127.0.0.1:4555/shipments/find?q=X', sandbox)).toBe(true)
      expect(isAllowedExternalUrl('http://127.0.0.1:4556/', sandbox)).toBe(false)
      expect(isAllowedExternalUrl('http://localhost:4555/', sandbox)).toBe(false)
    })
  })
})

describe('window/rendererUrl', () => {
  describe('isOwnRendererUrl()', () => {
    it('accepts our own app:// origin only, never file://', () => {
      const target = {
        kind: 'app' as const,
        url: 'app://dropdock/index.html',
        root: '/opt/Dropdock/resources/app/out/renderer'
      }
      expect(isOwnRendererUrl('app://dropdock/index.html#/inbox', target)).toBe(true)
      expect(isOwnRendererUrl('app://dropdock/assets/index.js', target)).toBe(true)
      expect(isOwnRendererUrl('app://evil/index.html', target)).toBe(false)
      expect(isOwnRendererUrl('app://dropdock.evil.test/index.html', target)).toBe(false)
      expect(isOwnRendererUrl('app://user@dropdock/index.html', target)).toBe(false)
      expect(
        isOwnRendererUrl('file:///opt/Dropdock/resources/app/out/renderer/index.html', target)
      ).toBe(false)
      expect(isOwnRendererUrl('file:///etc/passwd', target)).toBe(false)
      expect(isOwnRendererUrl('https://dropdock/index.html', target)).toBe(false)
    })

    it('accepts the dev server origin only', () => {
      const target = { kind: 'url' as const, url: 'http://localhost:5173' }
      expect(isOwnRendererUrl('http://localhost:5173/src/main.ts', target)).toBe(true)
      expect(isOwnRendererUrl('http://localhost:5174/', target)).toBe(false)
      expect(isOwnRendererUrl('http://localhost:5173.evil.test/', target)).toBe(false)
    })
  })
})
