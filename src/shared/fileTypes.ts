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
