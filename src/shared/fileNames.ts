/**
 * File names that are not UTF-8 (a Latin-1 `Rechnung_M\xfcller.txt` from an old scanner or an SMB
 * share) are held in a path string losslessly: each byte that is not part of valid UTF-8 becomes
 * the lone surrogate U+DC00 + byte (as Python's "surrogateescape" does). No valid UTF-8 name
 * decodes to a lone surrogate, so such a character always means "this raw byte".
 */
export const RAW_BYTE_BASE = 0xdc00

/** One escaped byte: a low surrogate for 0x80–0xFF not preceded by a high surrogate. */
export const RAW_BYTE = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/g

/**
 * A path or name as people and the service see it: each raw byte shown as `\xFC`. The string
 * itself keeps the bytes for file access; this form is for what is shown, sent and printed.
 */
export function displayName(name: string): string {
  return name.replace(
    RAW_BYTE,
    (c) => `\\x${(c.charCodeAt(0) - RAW_BYTE_BASE).toString(16).toUpperCase().padStart(2, '0')}`
  )
}

/** True when the name holds a byte that is not UTF-8. */
export function hasRawBytes(name: string): boolean {
  RAW_BYTE.lastIndex = 0
  const found = RAW_BYTE.test(name)
  RAW_BYTE.lastIndex = 0
  return found
}
