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
