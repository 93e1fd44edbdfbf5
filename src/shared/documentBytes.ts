/**
 * What a file's first bytes say it is, checked against what its name says, before main hands a
 * local original to the system's default program: a `.pdf` that is really a program (or a link
 * to one) must not be opened. Pure, so every layer that needs the rule reads it here.
 */
import { extensionOf } from './fileTypes'

/** How many first bytes the checks read. */
export const DOCUMENT_HEAD_BYTES = 16

type Head = Uint8Array

const starts = (head: Head, at: number, ...sig: number[]): boolean =>
  sig.every((b, i) => head[at + i] === b)
const ascii = (head: Head, at: number, text: string): boolean =>
  [...text].every((c, i) => head[at + i] === c.charCodeAt(0))

/**
 * True when the bytes begin like a program or script: ELF (Linux), MZ (Windows), Mach-O and
 * universal binaries (macOS), or a `#!` interpreter line.
 */
export function isProgramBytes(head: Head): boolean {
  return (
    starts(head, 0, 0x7f, 0x45, 0x4c, 0x46) ||
    ascii(head, 0, 'MZ') ||
    ascii(head, 0, '#!') ||
    starts(head, 0, 0xfe, 0xed, 0xfa, 0xce) ||
    starts(head, 0, 0xfe, 0xed, 0xfa, 0xcf) ||
    starts(head, 0, 0xce, 0xfa, 0xed, 0xfe) ||
    starts(head, 0, 0xcf, 0xfa, 0xed, 0xfe) ||
    starts(head, 0, 0xca, 0xfe, 0xba, 0xbe)
  )
}

const ZIP = (h: Head) => starts(h, 0, 0x50, 0x4b, 0x03, 0x04)
const OLE2 = (h: Head) => starts(h, 0, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)
/** Text formats have no signature: text is anything that is not a program and has no NUL. */
const TEXT = (h: Head) => !isProgramBytes(h) && !h.includes(0)

/** The signature each openable extension's bytes must have. */
const SIGNATURES: Readonly<Record<string, (head: Head) => boolean>> = {
  pdf: (h) => ascii(h, 0, '%PDF-'),
  png: (h) => starts(h, 0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: (h) => starts(h, 0, 0xff, 0xd8, 0xff),
  jpeg: (h) => starts(h, 0, 0xff, 0xd8, 0xff),
  gif: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a'),
  webp: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP'),
  bmp: (h) => ascii(h, 0, 'BM'),
  tif: (h) => starts(h, 0, 0x49, 0x49, 0x2a, 0x00) || starts(h, 0, 0x4d, 0x4d, 0x00, 0x2a),
  tiff: (h) => starts(h, 0, 0x49, 0x49, 0x2a, 0x00) || starts(h, 0, 0x4d, 0x4d, 0x00, 0x2a),
  heic: (h) => ascii(h, 4, 'ftyp'),
  docx: ZIP,
  xlsx: ZIP,
  odt: ZIP,
  ods: ZIP,
  doc: OLE2,
  xls: OLE2,
  msg: OLE2,
  rtf: (h) => ascii(h, 0, '{\\rtf'),
  txt: TEXT,
  csv: TEXT,
  tsv: TEXT,
  eml: TEXT,
  xml: TEXT,
  json: TEXT
}

/**
 * True when `head` (the file's first DOCUMENT_HEAD_BYTES bytes) is what the extension of `name`
 * promises: a PDF starts `%PDF-`, a PNG with its signature, a .docx is a zip… An extension with
 * no rule here is never a document to open.
 */
export function bytesMatchName(name: string, head: Head): boolean {
  const rule = SIGNATURES[extensionOf(name)]
  return rule !== undefined && rule(head)
}
