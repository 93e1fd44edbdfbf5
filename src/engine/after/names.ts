import { fsPath } from '../files/rawName'

/** The longest file name most filesystems take, in bytes. */
export const NAME_MAX_BYTES = 255

/** Bytes a name takes on disk (a raw byte of a non-UTF-8 name takes one). */
export const nameBytes = (s: string): number => {
  const p = fsPath(s)
  return typeof p === 'string' ? Buffer.byteLength(p) : p.length
}

/**
 * `head` + `tail` as one file name: `head` cut, character by character, until the name fits in
 * NAME_MAX_BYTES (`tail`, a suffix such as " (1).pdf", is kept whole).
 */
export function cutToFit(head: string, tail: string): string {
  const room = NAME_MAX_BYTES - nameBytes(tail)
  if (nameBytes(head) <= room) return `${head}${tail}`
  let kept = ''
  let used = 0
  for (const ch of head) {
    const n = nameBytes(ch)
    if (used + n > room) break
    kept += ch
    used += n
  }
  return `${kept}${tail}`
}
