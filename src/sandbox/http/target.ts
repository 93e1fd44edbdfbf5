/**
 * The request target (the address in `GET <target> HTTP/1.1`), read without trusting it. Any
 * local program can send one, so whatever it holds ends in a parsed target or in a sentence
 * for a 400, never in an exception. Accepted are the two forms a server must take (RFC 9112
 * §3.2): origin-form, `/path?query`, and absolute-form, `http://host/path?query`, whose host
 * then stands for the `Host` header. The path is kept as sent (the router decodes each
 * segment); what is refused is what no client sends and what would make two readers see two
 * different paths:
 * - a target starting with `//` (WHATWG URL reads `//x/y` as host `x`, path `/y`);
 * - a `%` not followed by two hex digits, escapes that are not UTF-8, control characters once
 *   decoded;
 * - `.` and `..` segments, a backslash, a `#`.
 */

export interface RequestTarget {
  /** The path as sent, percent-escapes kept. */
  pathname: string
  query: URLSearchParams
  /** The host of an absolute-form target, lower case; null in origin-form. */
  authority: string | null
}

export type ParsedTarget = { ok: true; target: RequestTarget } | { ok: false; reason: string }

const ESCAPE = /%(?![0-9a-f]{2})/i
/** After decoding: C0 controls and DEL. */
// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL = /[\u0000-\u001f\u007f]/
const ABSOLUTE = /^http:\/\/([^/?#]*)/i

function refuse(reason: string): ParsedTarget {
  return { ok: false, reason: `The request target ${reason}.` }
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/** `/path?query`, checked; `authority` is the absolute-form's host when there was one. */
function originForm(text: string, authority: string | null): ParsedTarget {
  if (text.startsWith('//')) return refuse('starts with "//", which names a host, not a path')
  if (text.includes('#')) return refuse('holds a "#" (a fragment is never sent)')
  if (text.includes('\\')) return refuse('holds a backslash')
  if (ESCAPE.test(text)) return refuse('holds a "%" not followed by two hexadecimal digits')
  const at = text.indexOf('?')
  const pathname = at < 0 ? text : text.slice(0, at)
  for (const segment of pathname.split('/')) {
    const plain = decoded(segment)
    if (plain === null) return refuse('holds percent-escapes that are not UTF-8')
    if (CONTROL.test(plain)) return refuse('holds control characters')
    if (plain === '.' || plain === '..') return refuse('holds a "." or ".." segment')
  }
  const search = at < 0 ? '' : text.slice(at + 1)
  return { ok: true, target: { pathname, query: new URLSearchParams(search), authority } }
}

/** Parses `raw` (IncomingMessage.url): never throws. */
export function parseTarget(raw: string | undefined): ParsedTarget {
  const text = raw ?? ''
  if (text.startsWith('/')) return originForm(text, null)
  const absolute = ABSOLUTE.exec(text)
  if (!absolute) return refuse('is neither a path ("/…") nor an http:// address')
  const host = absolute[1].toLowerCase()
  if (host === '' || /[@\s]/.test(host)) return refuse('names no host, or one with user info')
  try {
    new URL(`http://${host}/`)
  } catch {
    return refuse('names a host that is not valid')
  }
  const rest = text.slice(absolute[0].length)
  return originForm(rest.startsWith('/') ? rest : `/${rest}`, host)
}
