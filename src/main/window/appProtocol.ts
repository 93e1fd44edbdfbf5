/**
 * The renderer's own origin, app://dropdock/: a privileged standard, secure scheme served by main
 * from the built renderer folder only. Unlike file://, the page's 'self' is this folder and
 * nothing else on the disk, and every answer carries the Content-Security-Policy as a header.
 */
import { readFile } from 'node:fs/promises'
import { extname, isAbsolute, relative, resolve, sep } from 'node:path'

export const APP_SCHEME = 'app'
export const APP_HOST = 'dropdock'

/**
 * The policy of every page main serves. The same directives stand in the meta tag of
 * src/renderer/index.html (a header cannot be forgotten; a meta tag survives a dev server);
 * base-uri and form-action close what default-src does not cover.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'"
].join('; ')

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2'
}

/** An address on our own origin, e.g. appUrl('index.html'). */
export function appUrl(path: string): string {
  return `${APP_SCHEME}://${APP_HOST}/${path}`
}

/**
 * The file under `root` that `url` names, or null for anything else: another scheme or host, a
 * path that climbs out of root ("..", encoded or not, or a drive letter), a NUL byte.
 */
export function resolveAppPath(root: string, url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null
  let path: string
  try {
    path = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  // Backslashes and colons are separators or drive letters on Windows: never part of our files.
  if (/[\0\\:]/.test(path)) return null
  if (path === '/' || path === '') path = '/index.html'
  const base = resolve(root)
  const file = resolve(base, `.${path}`)
  const rel = relative(base, file)
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) return null
  return file
}

/** The answer to one request for app://dropdock/…: the file with its policy, or a 404. */
export async function serveAppRequest(root: string, url: string): Promise<Response> {
  const headers = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer'
  }
  const file = resolveAppPath(root, url)
  const body = file ? await readFile(file).catch(() => null) : null
  if (!file || !body) {
    return new Response('Not found', {
      status: 404,
      headers: { ...headers, 'Content-Type': 'text/plain' }
    })
  }
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: { ...headers, 'Content-Type': type }
  })
}

/** The parts of Electron's protocol module used here (injected, so tests drive them). */
export interface ProtocolLike {
  registerSchemesAsPrivileged(
    schemes: { scheme: string; privileges: Record<string, boolean> }[]
  ): void
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void
}

/** Before the app is ready: our scheme is standard (an origin, relative URLs) and secure. */
export function registerAppScheme(protocol: ProtocolLike): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }
  ])
}

/** Once ready: answers app://dropdock/… from `root` (the built renderer folder) only. */
export function serveAppScheme(protocol: ProtocolLike, root: string): void {
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(root, request.url))
}
