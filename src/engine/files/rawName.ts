import { basename } from 'node:path'
import { RAW_BYTE, RAW_BYTE_BASE, hasRawBytes } from '../../shared/fileNames'

const strict = new TextDecoder('utf-8', { fatal: true })

/** Length of the valid UTF-8 sequence at `i`, or 0 when the byte there starts none. */
function sequenceAt(buf: Uint8Array, i: number): number {
  const b = buf[i]
  if (b < 0x80) return 1
  const cont = (k: number): boolean => i + k < buf.length && (buf[i + k] & 0xc0) === 0x80
  if (b >= 0xc2 && b <= 0xdf) return cont(1) ? 2 : 0
  if (b >= 0xe0 && b <= 0xef) {
    const b1 = buf[i + 1]
    // Overlong forms (E0 80–9F) and UTF-16 surrogates (ED A0–BF) are not UTF-8.
    if ((b === 0xe0 && b1 < 0xa0) || (b === 0xed && b1 > 0x9f)) return 0
    return cont(1) && cont(2) ? 3 : 0
  }
  if (b >= 0xf0 && b <= 0xf4) {
    const b1 = buf[i + 1]
    if ((b === 0xf0 && b1 < 0x90) || (b === 0xf4 && b1 > 0x8f)) return 0
    return cont(1) && cont(2) && cont(3) ? 4 : 0
  }
  return 0
}

/**
 * A file name's bytes as a string that loses nothing: valid UTF-8 as its text, any other byte as
 * its escape (see `src/shared/fileNames.ts`). `fsPath` gives the bytes back.
 */
export function decodeName(buf: Uint8Array): string {
  try {
    return strict.decode(buf)
  } catch {
    let out = ''
    for (let i = 0; i < buf.length;) {
      const n = sequenceAt(buf, i)
      if (n === 0) {
        out += String.fromCharCode(RAW_BYTE_BASE + buf[i])
        i++
      } else {
        out += Buffer.from(buf.buffer, buf.byteOffset + i, n).toString('utf8')
        i += n
      }
    }
    return out
  }
}

/**
 * The path to hand to `fs`: the string itself, or, when it holds raw bytes, a Buffer of its exact
 * bytes (a string would be written as UTF-8 and name another, missing file).
 */
export function fsPath(path: string): string | Buffer {
  if (!hasRawBytes(path)) return path
  const bytes: number[] = []
  for (const ch of path) {
    const code = ch.charCodeAt(0)
    if (ch.length === 1 && code >= RAW_BYTE_BASE + 0x80 && code <= RAW_BYTE_BASE + 0xff) {
      bytes.push(code - RAW_BYTE_BASE)
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b)
    }
  }
  return Buffer.from(bytes)
}

/**
 * The file name the service is given for an item: its shown name, except that a name that is not
 * UTF-8 goes with U+FFFD for each raw byte. The shown form's `\xFC` holds a backslash, which the
 * service refuses in a file name (a path separator), and the service stores text, not bytes.
 */
export function nameForService(item: { path: string | null; name: string }): string {
  if (item.path === null || !hasRawBytes(item.path)) return item.name
  return basename(item.path).replace(RAW_BYTE, '\uFFFD')
}
