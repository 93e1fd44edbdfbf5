/**
 * Which addresses the API key may travel to. Parsed with URL, never string-matched: https
 * anywhere, plain http only on this machine (the embedded sandbox, local tests), no credentials.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** True for this machine's own host names (a URL's `hostname`, IPv6 in brackets). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.has(hostname)
}

/** Accepts https URLs, and http only on loopback hosts. */
export function isServiceUrl(text: string): boolean {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && isLoopbackHost(url.hostname)
}

/** The origin of an address ("https://api.example.com"), or null for text that is not one. */
export function originOf(address: string | null | undefined): string | null {
  if (!address) return null
  try {
    const origin = new URL(address).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/** The sentence shown when an address is refused by isServiceUrl(). */
export const SERVICE_URL_RULE = 'use an https:// address (http:// only for localhost)'

/** The last path segment of every service base address: the API's major version. */
export const API_VERSION_SEGMENT = '/v2'

/** True when a base address's path ends in the API version segment (a trailing slash allowed). */
export function endsInApiVersion(address: string): boolean {
  try {
    return new URL(address).pathname.replace(/\/+$/, '').endsWith(API_VERSION_SEGMENT)
  } catch {
    return false
  }
}

/**
 * The web app's page of one document: the CSV export's service link and "Open document in web
 * app". The interface documents only the shipment deep link (`{app_url}/shipments/find?q=`);
 * this path is the one assumption about the web app's routes, kept here alone.
 */
export function documentPageUrl(appUrl: string, documentId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/documents/${encodeURIComponent(documentId)}`
}
