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

/**
 * C0 and C1 controls (DEL included) and the Unicode marks that reorder text: bidi embeddings and
 * overrides U+202A–U+202E, isolates U+2066–U+2069, LRM/RLM U+200E/U+200F, ALM U+061C; line and
 * paragraph separators too. In a name from a shared folder they can only deceive: a file named
 * `Rechnung_<U+202E>fdp.exe` would read "Rechnung_exe.pdf".
 */
export const UNSAFE_CHAR =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/**
 * A file name for a native label (tray menu, notification, dialog), where no markup can isolate
 * it: raw bytes shown as `\xFC` and the marks above removed.
 */
export function shownName(name: string): string {
  return displayName(name).replace(UNSAFE_CHAR, '')
}
