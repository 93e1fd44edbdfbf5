/**
 * A small RFC 822 / MIME reader for the sandbox's inbound mail: headers (unfolded, RFC 2047
 * encoded words decoded), nested multiparts, base64 and quoted-printable bodies, and attachment
 * names from Content-Disposition or Content-Type (RFC 2231 `filename*` included). Enough for mail
 * clients' messages with attachments; not a general mail library.
 */

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

function quotedPrintable(text: string): Buffer {
  const clean = text.replace(/=\r?\n/g, '')
  const out: number[] = []
  for (let i = 0; i < clean.length; i++) {
    const hex = clean.slice(i + 1, i + 3)
    if (clean[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16))
      i += 2
    } else out.push(clean.charCodeAt(i) & 0xff)
  }
  return Buffer.from(out)
}

/** `type/sub; a=b; c="d"` to its value and parameters (RFC 2231 `name*=utf-8''...` decoded). */
export function parseParams(value: string): { value: string; params: Map<string, string> } {
  const [head, ...rest] = value.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)
  const params = new Map<string, string>()
  for (const part of rest) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    let name = part.slice(0, eq).trim().toLowerCase()
    let v = part.slice(eq + 1).trim()
    if (v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1).replace(/\\(.)/g, '$1')
    if (name.endsWith('*')) {
      name = name.slice(0, -1)
      const m = /^([^']*)'[^']*'(.*)$/.exec(v)
      if (m) {
        const bytes = m[2].replace(/%([0-9A-Fa-f]{2})/g, (_p, hex: string) =>
          String.fromCharCode(parseInt(hex, 16))
        )
        v = decodeText(Buffer.from(bytes, 'latin1'), m[1] || 'utf-8')
      }
    }
    params.set(name, v)
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

/** Header block and body of an entity, split at the first empty line. */
function splitEntity(raw: Buffer): { headers: Map<string, string>; body: Buffer } {
  const text = raw.toString('latin1')
  const m = /\r?\n\r?\n/.exec(text)
  if (!m) return { headers: parseHeaders(text), body: Buffer.alloc(0) }
  return {
    headers: parseHeaders(text.slice(0, m.index)),
    body: raw.subarray(Buffer.byteLength(text.slice(0, m.index + m[0].length), 'latin1'))
  }
}

function multipartChildren(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1')
  const marker = `--${boundary}`
  const parts: Buffer[] = []
  let at = text.indexOf(marker)
  while (at >= 0) {
    const start = text.indexOf('\n', at)
    if (start < 0 || text.startsWith(`${marker}--`, at)) break
    const next = text.indexOf(`\n${marker}`, start)
    if (next < 0) break
    const end = text[next - 1] === '\r' ? next - 1 : next
    parts.push(Buffer.from(text.slice(start + 1, end), 'latin1'))
    at = next + 1
  }
  return parts
}

function walk(raw: Buffer, out: { text: string | null; attachments: MailPart[] }, depth: number) {
  if (depth > 8) return
  const { headers, body } = splitEntity(raw)
  const type = parseParams(headers.get('content-type') ?? 'text/plain')
  const disposition = parseParams(headers.get('content-disposition') ?? '')
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.get('boundary')
    if (!boundary) return
    for (const child of multipartChildren(body, boundary)) walk(child, out, depth + 1)
    return
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'))
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

/** Reads a whole message. */
export function parseMail(raw: Buffer): ParsedMail {
  const out = { text: null as string | null, attachments: [] as MailPart[] }
  walk(raw, out, 0)
  return { headers: splitEntity(raw).headers, text: out.text ?? '', attachments: out.attachments }
}

/** `"Name" <a@b>, c@d` to the bare addresses, lower-cased. */
export function addresses(value: string | undefined): string[] {
  if (!value) return []
  const found = value.match(/[^\s<>",;:]+@[^\s<>",;:]+/g) ?? []
  return found.map((a) => a.toLowerCase())
}
