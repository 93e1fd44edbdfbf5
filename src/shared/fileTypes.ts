/**
 * What the app knows about files by their extension: the MIME type sent in the blob request,
 * and which ones the app may hand to the system's default program. Written once here so the
 * engine, main and the screens agree.
 */

/** MIME type per lower-case extension; anything else is application/octet-stream. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  htm: 'text/html',
  html: 'text/html',
  xml: 'application/xml',
  json: 'application/json',
  eml: 'message/rfc822',
  msg: 'application/vnd.ms-outlook',
  rtf: 'application/rtf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  zip: 'application/zip'
}

/**
 * Documents "Open" may pass to the default program. Not here on purpose: anything that runs
 * (sh, exe, bat, app, lnk, desktop…), web pages (html runs scripts in a browser from a local
 * file), archives and macro formats (docm, xlsm). Those are shown in their folder instead.
 */
export const OPENABLE_EXTENSIONS: ReadonlySet<string> = new Set([
  'pdf',
  'tif',
  'tiff',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'webp',
  'heic',
  'docx',
  'doc',
  'xlsx',
  'xls',
  'csv',
  'tsv',
  'txt',
  'rtf',
  'eml',
  'msg',
  'xml',
  'json',
  'odt',
  'ods'
])

/**
 * Programs and scripts by extension (Windows, macOS, Linux desktops): never documents, so intake
 * refuses them even when they are regular files.
 */
export const PROGRAM_EXTENSIONS: ReadonlySet<string> = new Set([
  'exe',
  'com',
  'bat',
  'cmd',
  'msi',
  'msp',
  'scr',
  'pif',
  'cpl',
  'lnk',
  'url',
  'ps1',
  'psm1',
  'vbs',
  'vbe',
  'js',
  'jse',
  'wsf',
  'wsh',
  'hta',
  'jar',
  'reg',
  'app',
  'command',
  'sh',
  'bash',
  'zsh',
  'csh',
  'py',
  'pl',
  'rb',
  'desktop',
  'appimage',
  'deb',
  'rpm',
  'dmg',
  'pkg'
])

/**
 * True for a program rather than a document: a program extension, or (POSIX) a file marked
 * executable without a document extension, such as /bin/sh. A scan on a USB stick mounted with
 * every mode bit set keeps its ".pdf" and so still counts as a document.
 */
export function isProgram(name: string, mode: number): boolean {
  const ext = extensionOf(name)
  if (PROGRAM_EXTENSIONS.has(ext)) return true
  return (mode & 0o111) !== 0 && !OPENABLE_EXTENSIONS.has(ext)
}

/**
 * The rule for what intake may take in, the same for drops and watched folders: a regular file
 * (after links are followed) that is not a program or script.
 */
export function isTakeableFile(name: string, st: { isFile(): boolean; mode: number }): boolean {
  return st.isFile() && !isProgram(name, st.mode)
}

/** Largest file intake takes by path: the service's upload limit (512 MiB). */
export const MAX_FILE_BYTES = 512 * 1024 * 1024

/** The lower-case extension of a file name or path ('' when it has none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase()
}

/** True when `name` is a document the system's default program may open. */
export function isOpenableDocument(name: string): boolean {
  return OPENABLE_EXTENSIONS.has(extensionOf(name))
}

/** Bytes read from the start of a file to tell what it is. */
export const SNIFF_BYTES = 4096

/**
 * The document types the service reads, each known by its first bytes: the one list intake
 * checks a file against before it is sent. Plain text (UTF-8, no binary control characters) is
 * read too, whatever its name. `at` is where the signature starts; null bytes in `magic` match
 * any byte.
 */
export const DOCUMENT_TYPES: readonly {
  type: string
  magic: readonly (readonly (number | null)[])[]
  at?: number
}[] = [
  { type: 'PDF', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  { type: 'PNG image', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { type: 'JPEG image', magic: [[0xff, 0xd8, 0xff]] },
  {
    type: 'TIFF image',
    magic: [
      [0x49, 0x49, 0x2a, 0x00],
      [0x4d, 0x4d, 0x00, 0x2a]
    ]
  },
  { type: 'GIF image', magic: [[0x47, 0x49, 0x46, 0x38]] },
  {
    type: 'WebP image',
    magic: [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]]
  },
  { type: 'BMP image', magic: [[0x42, 0x4d]] },
  // HEIC and HEIF: an ISO media box "ftyp" with a HEIF brand.
  { type: 'HEIC image', magic: [[0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69]], at: 4 },
  { type: 'HEIF image', magic: [[0x66, 0x74, 0x79, 0x70, 0x6d, 0x69, 0x66, 0x31]], at: 4 }
]

/** Kinds of container the service cannot read (see UNREADABLE). */
export const UNREADABLE_KINDS = ['zip', 'zip_empty', 'old_office', 'rar', '7z', 'gzip'] as const
export type UnreadableKind = (typeof UNREADABLE_KINDS)[number]

/** Containers the service cannot read, named so the clerk knows what they dropped. */
const UNREADABLE: readonly { kind: UnreadableKind; what: string; magic: readonly number[] }[] = [
  {
    kind: 'zip',
    what: 'a ZIP archive (Office files such as .docx and .xlsx are ZIP archives too)',
    magic: [0x50, 0x4b, 0x03, 0x04]
  },
  { kind: 'zip_empty', what: 'an empty ZIP archive', magic: [0x50, 0x4b, 0x05, 0x06] },
  {
    kind: 'old_office',
    what: 'an old Office file (.doc, .xls, .msg)',
    magic: [0xd0, 0xcf, 0x11, 0xe0]
  },
  { kind: 'rar', what: 'a RAR archive', magic: [0x52, 0x61, 0x72, 0x21] },
  { kind: '7z', what: 'a 7-Zip archive', magic: [0x37, 0x7a, 0xbc, 0xaf] },
  { kind: 'gzip', what: 'a gzip archive', magic: [0x1f, 0x8b] }
]

const SEND = 'send it as a PDF, an image or a text file'
const UNKNOWN_BYTES =
  'is not a document the service can read (its bytes are not a PDF, an image or text)'
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const NOT_READ = new RegExp(
  `^"(.+)" is (.+), which the service cannot read: ${literal(SEND)}\\.$`,
  's'
)
const UNKNOWN = new RegExp(`^"(.+)" ${literal(UNKNOWN_BYTES)}: ${literal(SEND)}\\.$`, 's')

/**
 * notADocument's sentence read back: the file's name, and the kind of container it is (null
 * for bytes of no known kind). Null for a sentence notADocument does not write.
 */
export function readNotADocument(
  message: string
): { name: string; kind: UnreadableKind | null } | null {
  const known = NOT_READ.exec(message)
  if (known) {
    const kind = UNREADABLE.find((u) => u.what === known[2])?.kind
    return kind ? { name: known[1], kind } : null
  }
  const unknown = UNKNOWN.exec(message)
  return unknown ? { name: unknown[1], kind: null } : null
}

function startsWith(head: Uint8Array, magic: readonly (number | null)[], at = 0): boolean {
  if (head.length < at + magic.length) return false
  return magic.every((b, i) => b === null || head[at + i] === b)
}

/** True for UTF-8 text without binary control characters (tab, line breaks, form feed pass). */
function isText(head: Uint8Array): boolean {
  for (const b of head) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) {
      return false
    }
  }
  try {
    // `stream` lets a character cut at the end of the sample pass.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true })
    return true
  } catch {
    return false
  }
}

/**
 * Why a file whose first bytes (up to SNIFF_BYTES) are `head` is not a document the service
 * reads, in one sentence naming it; null when it is one (a DOCUMENT_TYPES signature, or text).
 * Judged by the bytes, never by the name: random bytes named .pdf are refused, a text saved
 * as .pdf is read.
 */
export function notADocument(name: string, head: Uint8Array): string | null {
  for (const t of DOCUMENT_TYPES) {
    if (t.magic.some((m) => startsWith(head, m, t.at))) return null
  }
  const known = UNREADABLE.find((u) => startsWith(head, u.magic))
  if (known) return `"${name}" is ${known.what}, which the service cannot read: ${SEND}.`
  if (isText(head)) return null
  return `"${name}" ${UNKNOWN_BYTES}: ${SEND}.`
}
