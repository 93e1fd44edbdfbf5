/**
 * Who may talk to the sandbox at all, before any route: the `Host` check against DNS
 * rebinding, and the per-session token of the web pages (the embedded sandbox).
 *
 * DNS rebinding: a web page on attacker.example points its name at 127.0.0.1 and then reads
 * the sandbox with the browser's own requests. Those requests carry `Host: attacker.example`,
 * so answering only loopback names shuts it out whatever the page does.
 */
import { timingSafeEqual } from 'node:crypto'

export interface AccessRules {
  /** Accepted `Host` values (lower case), or null when any name may be used. */
  hosts: ReadonlySet<string> | null
  /** True when the `Host` value must also carry the sandbox's port (embedded sandbox). */
  strictPort: boolean
  /** Accepted host names when the port is not checked. */
  names: ReadonlySet<string> | null
  /** What the web pages need below /app (`/app/<token>/…`), or null when they are open. */
  pageToken: string | null
  /**
   * The embedded sandbox: no request from a web page (one carrying `Origin`) is taken, and
   * routes marked `auth: 'closed'` need the key. Dropdock's own requests (Node's fetch in main
   * or the CLI) send no `Origin`, and the browser sends none on the page links it follows.
   */
  closed: boolean
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]']
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]'])

/**
 * The rules for a sandbox listening on `host`:`port`. On a loopback or named address, `Host`
 * must be a loopback name (or that address); `strictPort` adds the port. Bound to every
 * interface (`--host 0.0.0.0`, a deliberate LAN demo) the names cannot be known: no check.
 */
export function accessRules(opts: {
  host: string
  port: number
  strictPort: boolean
  pageToken: string | null
  closed?: boolean
}): AccessRules {
  const { host, port, strictPort, pageToken } = opts
  const closed = opts.closed ?? false
  if (WILDCARDS.has(host)) return { hosts: null, names: null, strictPort, pageToken, closed }
  const bare = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  const names = new Set([...LOOPBACK_NAMES, bare.toLowerCase()])
  const hosts = new Set([...names].map((n) => `${n}:${port}`))
  return { hosts, names, strictPort, pageToken, closed }
}

/** The sentence a request carrying `Origin` gets where web pages are refused. */
export const ORIGIN_REFUSAL =
  'This sandbox takes no requests from web pages (the request carried an Origin header). ' +
  'Dropdock and mail servers send none.'

/** Whether a request's `Host` header names this sandbox. */
export function hostAllowed(rules: AccessRules, header: string | undefined): boolean {
  if (!rules.hosts || !rules.names) return true
  const value = (header ?? '').trim().toLowerCase()
  if (rules.hosts.has(value)) return true
  if (rules.strictPort) return false
  const name = value.replace(/:\d+$/, '')
  return rules.names.has(name)
}

/** The sentence a refused `Host` gets. */
export function hostRefusal(rules: AccessRules): string {
  const names = [...(rules.strictPort ? (rules.hosts ?? []) : (rules.names ?? []))].join(', ')
  return (
    `This sandbox answers only requests addressed to ${names}. A request naming another host ` +
    '(a web page using DNS rebinding, a proxy) is refused.'
  )
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Splits a path below `/app`: with a page token, `/<token>/rest` gives `rest` and `granted`;
 * anything else is left as is, not granted (a key may still grant it). Without a token
 * every page is granted.
 */
export function pagePath(rules: AccessRules, below: string): { path: string; granted: boolean } {
  if (rules.pageToken === null) return { path: below, granted: true }
  const m = /^\/([^/]+)(\/.*)?$/.exec(below)
  if (m && sameToken(m[1], rules.pageToken)) return { path: m[2] ?? '/', granted: true }
  return { path: below, granted: false }
}
