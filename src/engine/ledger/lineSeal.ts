import { crc32 } from 'node:zlib'

/** A sealed line: 8 hex digits of the CRC-32 of the JSON after them, a space, the JSON. */
const SEALED = /^([0-9a-f]{8}) /

/**
 * One line of the ledger's files with its checksum in front: a line cut, overwritten or edited
 * by hand no longer matches, and is reported instead of read as something it never was.
 */
export function sealLine(json: string): string {
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}`
}

/**
 * The JSON of a line: a sealed one only when its checksum matches (else null), an unsealed one
 * (written before lines carried checksums) as it is.
 */
export function openLine(line: string): string | null {
  const m = SEALED.exec(line)
  if (!m) return line
  const json = line.slice(9)
  return crc32(json).toString(16).padStart(8, '0') === m[1] ? json : null
}

/** True when `buf[at, at + 8)` are 8 lowercase hex digits. */
function hex8(buf: Buffer, at: number): boolean {
  for (let i = at; i < at + 8; i++) {
    const c = buf[i]
    if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66))) return false
  }
  return true
}

/**
 * Where the JSON of a sealed line `buf[start, end)` whose checksum matches begins; -1 for a line
 * without a seal or with a wrong one (parseLineAt says which).
 */
export function sealedJsonAt(buf: Buffer, start: number, end: number): number {
  if (end - start < 9 || buf[start + 8] !== 0x20 || !hex8(buf, start)) return -1
  const sealed = parseInt(buf.toString('latin1', start, start + 8), 16)
  return crc32(buf.subarray(start + 9, end)) === sealed ? start + 9 : -1
}

/**
 * parseLine for a line read as bytes, `buf[start, end)`: the checksum is taken over the bytes as
 * they are on disk, and only the JSON is decoded (once).
 */
export function parseLineAt(buf: Buffer, start: number, end: number): unknown {
  let from = start
  if (end - start >= 9 && buf[start + 8] === 0x20 && hex8(buf, start)) {
    const sealed = parseInt(buf.toString('latin1', start, start + 8), 16)
    if (crc32(buf.subarray(start + 9, end)) !== sealed) return undefined
    from = start + 9
  }
  try {
    return JSON.parse(buf.toString('utf8', from, end)) as unknown
  } catch {
    return undefined
  }
}

/** Parses a line's JSON; undefined when it is damaged (checksum or syntax). */
export function parseLine(line: string): unknown {
  const json = openLine(line)
  if (json === null) return undefined
  try {
    return JSON.parse(json) as unknown
  } catch {
    return undefined
  }
}
