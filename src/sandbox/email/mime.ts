/**
 * A small RFC 822 / MIME reader for the sandbox's inbound mail: headers (unfolded, RFC 2047
 * encoded words decoded), nested multiparts, base64 and quoted-printable bodies, and attachment
 * names from Content-Disposition or Content-Type (RFC 2231 `filename*` and its `*0*`, `*1`
 * continuations included). Enough for mail clients' messages with attachments; not a general
 * mail library.
 *
 * Anyone who can send mail writes its input, so every step is linear in what it reads (one
 * forward scan, no regular expression that looks ahead to the end of the input), parts are
 * views of the message's bytes rather than copies, and nesting, parts, header blocks and decoded
 * bytes are bounded (./limits). Past a bound the whole message is refused with MailRefused.
 */
import {
  MAIL_MAX_BOUNDARY_CHARS,
  MAIL_MAX_DECODED_BYTES,
  MAIL_MAX_DEPTH,
  MAIL_MAX_HEADER_BYTES,
  MAIL_MAX_PARTS
} from './limits'

export interface MailPart {
  headers: Map<string, string>
  contentType: string
  params: Map<string, string>
  filename: string | null
  body: Buffer
}

export interface ParsedMail {
  headers: Map<string, string>
  /** The first text/plain part that is not an attachment, decoded. */
  text: string
  attachments: MailPart[]
}

/** A message past one of the limits: the HTTP status it deserves and a sentence saying which. */
export class MailRefused extends Error {
  constructor(
    readonly status: 413 | 422,
    readonly code: 'too_deep' | 'too_many_parts' | 'too_large_decoded' | 'header_too_large',
    message: string
  ) {
    super(message)
  }
}

/** Counts the characters the parameter scanner visits (tests prove it linear with this). */
export interface WorkMeter {
  steps: number
}

const LF = 0x0a
const CR = 0x0d
const QUOTE = 0x22
const BACKSLASH = 0x5c
const SEMICOLON = 0x3b

/** Splits a header block into lower-cased names and unfolded, decoded values (first wins). */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()))
  }
  return headers
}

/** `=?utf-8?B?...?=` and `=?utf-8?Q?...?=` words to text. */
export function decodeWords(value: string): string {
  // Each attempt stops at the second `?` after its `=?`: linear, whatever the value holds.
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_m, charset: string, enc: string, text: string) => {
        const bytes =
          enc.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : quotedPrintable(text.replace(/_/g, ' '))
        return decodeText(bytes, charset)
      }
    )
}

function decodeText(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes)
  } catch {
    return bytes.toString('latin1')
  }
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30
  if (c >= 0x41 && c <= 0x46) return c - 0x37
  if (c >= 0x61 && c <= 0x66) return c - 0x57
  return -1
}

function quotedPrintable(text: string): Buffer {
  const clean = text.replace(/=\r?\n/g, '')
  const out = Buffer.allocUnsafe(clean.length)
  let n = 0
  for (let i = 0; i < clean.length; i++) {
    const c = clean.charCodeAt(i)
    if (c === 0x3d && i + 2 < clean.length) {
      const hi = hexValue(clean.charCodeAt(i + 1))
      const lo = hexValue(clean.charCodeAt(i + 2))
      if (hi >= 0 && lo >= 0) {
        out[n++] = hi * 16 + lo
        i += 2
        continue
      }
    }
    out[n++] = c & 0xff
  }
  return out.subarray(0, n)
}

/** `%XX` escapes of an RFC 2231 value to bytes (as latin1 text, one char a byte). */
function percentDecode(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_p, hex: string) =>
    String.fromCharCode(parseInt(hex, 16))
  )
}

/** Splits at `;` outside quoted strings, in one forward scan. */
function splitParams(value: string, meter?: WorkMeter): string[] {
  const pieces: string[] = []
  let start = 0
  let quoted = false
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (quoted) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) quoted = false
    } else if (c === QUOTE) quoted = true
    else if (c === SEMICOLON) {
      pieces.push(value.slice(start, i))
      start = i + 1
    }
  }
  pieces.push(value.slice(start))
  if (meter) meter.steps += value.length
  return pieces
}

interface Continuation {
  index: number
  encoded: boolean
  value: string
}

/** One parameter's RFC 2231 continuation segments (`name*0*`, `name*1`, …) joined and decoded. */
function joinContinuations(segments: Continuation[]): string {
  segments.sort((a, b) => a.index - b.index)
  let charset = 'utf-8'
  const bytes: string[] = []
  for (const [i, s] of segments.entries()) {
    let v = s.value
    const m = s.encoded && i === 0 ? /^([^']*)'[^']*'/.exec(v) : null
    if (m) {
      charset = m[1] || 'utf-8'
      v = v.slice(m[0].length)
    }
    bytes.push(s.encoded ? percentDecode(v) : v)
  }
  return decodeText(Buffer.from(bytes.join(''), 'latin1'), charset)
}

/**
 * `type/sub; a=b; c="d"` to its value and parameters: RFC 2231 `name*=utf-8''…` decoded and
 * `name*0*=…; name*1=…` continuations joined. Linear in the value: one scan splits it, each
 * piece is read once, and continuations are joined once at the end.
 */
export function parseParams(
  value: string,
  meter?: WorkMeter
): { value: string; params: Map<string, string> } {
  const [head, ...rest] = splitParams(value, meter)
  const params = new Map<string, string>()
  const continued = new Map<string, Continuation[]>()
  for (const part of rest) {
    if (meter) meter.steps += part.length
    const eq = part.indexOf('=')
    if (eq < 0) continue
    let name = part.slice(0, eq).trim().toLowerCase()
    let v = part.slice(eq + 1).trim()
    if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
      v = v.slice(1, -1).replace(/\\(.)/g, '$1')
    }
    const segment = /^(.+?)\*(\d{1,4})(\*?)$/.exec(name)
    if (segment) {
      const list = continued.get(segment[1]) ?? []
      list.push({ index: Number(segment[2]), encoded: segment[3] === '*', value: v })
      continued.set(segment[1], list)
      continue
    }
    if (name.endsWith('*')) {
      name = name.slice(0, -1)
      v = joinContinuations([{ index: 0, encoded: true, value: v }])
    }
    params.set(name, v)
  }
  for (const [name, segments] of continued) {
    if (!params.has(name)) params.set(name, joinContinuations(segments))
  }
  return { value: head.trim().toLowerCase(), params }
}

function decodeBody(raw: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(raw.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
    case 'quoted-printable':
      return quotedPrintable(raw.toString('latin1'))
    default:
      return raw
  }
}

/**
 * Header block and body of an entity, split at the first empty line; the body is a view of
 * `raw`. A header block longer than MAIL_MAX_HEADER_BYTES is refused, not searched to the end.
 */
function splitEntity(raw: Buffer): { headers: Map<string, string>; body: Buffer } {
  // An entity may start with its empty line (a part without headers).
  if (raw[0] === LF) return { headers: new Map(), body: raw.subarray(1) }
  if (raw[0] === CR && raw[1] === LF) return { headers: new Map(), body: raw.subarray(2) }
  let from = 0
  for (;;) {
    const lf = raw.indexOf(LF, from)
    if ((lf < 0 ? raw.length : lf) > MAIL_MAX_HEADER_BYTES) {
      throw new MailRefused(
        422,
        'header_too_large',
        `A header block is longer than ${MAIL_MAX_HEADER_BYTES} bytes, the most this sandbox reads.`
      )
    }
    if (lf < 0) return { headers: parseHeaders(raw.toString('latin1')), body: Buffer.alloc(0) }
    // The empty line: this line break followed at once by another.
    if (raw[lf + 1] === LF) return headersAndBody(raw, lf, lf + 2)
    if (raw[lf + 1] === CR && raw[lf + 2] === LF) return headersAndBody(raw, lf, lf + 3)
    from = lf + 1
  }
}

function headersAndBody(
  raw: Buffer,
  headerEnd: number,
  bodyStart: number
): { headers: Map<string, string>; body: Buffer } {
  return {
    headers: parseHeaders(raw.subarray(0, headerEnd).toString('latin1')),
    body: raw.subarray(bodyStart)
  }
}

/** The parts between `--boundary` lines, as views of `body`; each byte is scanned once. */
function multipartChildren(body: Buffer, boundary: string): Buffer[] {
  const marker = Buffer.from(`--${boundary}`, 'latin1')
  const nextMarker = Buffer.from(`\n--${boundary}`, 'latin1')
  const parts: Buffer[] = []
  let at = body.indexOf(marker)
  while (at >= 0) {
    const start = body.indexOf(LF, at)
    const closing = body[at + marker.length] === 0x2d && body[at + marker.length + 1] === 0x2d
    if (start < 0 || closing) break
    const next = body.indexOf(nextMarker, start)
    if (next < 0) break
    const end = body[next - 1] === CR ? next - 1 : next
    parts.push(body.subarray(start + 1, Math.max(start + 1, end)))
    at = next + 1
  }
  return parts
}

interface WalkState {
  text: string | null
  attachments: MailPart[]
  parts: number
  decoded: number
}

function walk(raw: Buffer, out: WalkState, depth: number): void {
  if (depth > MAIL_MAX_DEPTH) {
    throw new MailRefused(
      422,
      'too_deep',
      `The message nests parts deeper than ${MAIL_MAX_DEPTH} levels, the most this sandbox reads.`
    )
  }
  if (++out.parts > MAIL_MAX_PARTS) {
    throw new MailRefused(
      422,
      'too_many_parts',
      `The message has more than ${MAIL_MAX_PARTS} parts, the most this sandbox reads.`
    )
  }
  const { headers, body } = splitEntity(raw)
  const type = parseParams(headers.get('content-type') ?? 'text/plain')
  const disposition = parseParams(headers.get('content-disposition') ?? '')
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.get('boundary')
    if (!boundary || boundary.length > MAIL_MAX_BOUNDARY_CHARS) return
    for (const child of multipartChildren(body, boundary)) walk(child, out, depth + 1)
    return
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'))
  out.decoded += decoded.length
  if (out.decoded > MAIL_MAX_DECODED_BYTES) {
    throw new MailRefused(
      413,
      'too_large_decoded',
      `The message's parts decode to more than ${MAIL_MAX_DECODED_BYTES} bytes, the most this sandbox takes.`
    )
  }
  const filename = disposition.params.get('filename') ?? type.params.get('name') ?? null
  if (disposition.value === 'attachment' || (filename && type.value !== 'text/plain')) {
    out.attachments.push({
      headers,
      contentType: type.value,
      params: type.params,
      filename,
      body: decoded
    })
  } else if (type.value === 'text/plain' && out.text === null) {
    out.text = decodeText(decoded, type.params.get('charset') ?? 'utf-8')
  }
}

/** Reads a whole message; throws MailRefused when it is past one of the limits. */
export function parseMail(raw: Buffer): ParsedMail {
  const out: WalkState = { text: null, attachments: [], parts: 0, decoded: 0 }
  walk(raw, out, 0)
  return { headers: splitEntity(raw).headers, text: out.text ?? '', attachments: out.attachments }
}

/**
 * `"Name" <a@b>, c@d` to the bare addresses, lower-cased: the runs between separators that
 * hold an `@` with something on each side (a split, not a backtracking pattern).
 */
export function addresses(value: string | undefined): string[] {
  if (!value) return []
  return value
    .split(/[\s<>",;:]+/)
    .filter((token) => {
      const at = token.indexOf('@', 1)
      return at > 0 && at < token.length - 1
    })
    .map((a) => a.toLowerCase())
}
