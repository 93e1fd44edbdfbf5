import { isLoopbackHost } from '@shared/serviceUrl'

export { isLoopbackHost }

/**
 * May this link leave the app for the system browser? Only web-app pages: https on exactly the
 * configured web-app origin (the embedded sandbox's own http loopback origin is the one
 * exception). No credentials in the URL, no other scheme, no look-alike host.
 */
export function isAllowedExternalUrl(candidate: string, appUrl: string | null): boolean {
  if (!appUrl) return false
  let url: URL
  let app: URL
  try {
    url = new URL(candidate)
    app = new URL(appUrl)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.origin !== app.origin) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && app.protocol === 'http:' && isLoopbackHost(app.hostname)
}
