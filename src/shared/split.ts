/**
 * Cutting a PDF into parts before it is sent (docs/packets.md, "Cut before sending"): each fact
 * once. The engine's cutting thread (src/engine/split) applies the limits; its refusals are the
 * kinds below.
 */

/** A run of pages, 1-based and inclusive. */
export interface PageRange {
  first: number
  last: number
}

/** Why a PDF could not be cut: it is no readable PDF, it is encrypted, or it is past a limit. */
export const CUT_FAILURES = [
  'broken_pdf',
  'encrypted_pdf',
  'too_large',
  'out_of_range',
  'stopped'
] as const
export type CutFailure = (typeof CUT_FAILURES)[number]

/** Most pages a PDF may have to be cut. */
export const CUT_MAX_PAGES = 500

/** Largest PDF cut, in bytes. */
export const CUT_MAX_BYTES = 100 * 1024 * 1024

/** Heap of the cutting thread, in MB. */
export const CUT_MAX_HEAP_MB = 512

/** Time one cut may take before its thread is stopped. */
export const CUT_DEADLINE_MS = 30_000

/** Who made a part: the client cut it before sending, or the service cut the upload. */
export type PartMaker = 'client' | 'service'

/**
 * Where a part the client cut stands in its sending: `duplicate` when the service already held
 * its content before this file's parts were recorded (its document is someone else's, followed
 * but not counted as created here).
 */
export type PartSendState = 'cut' | 'created' | 'duplicate' | 'failed'

/** A part whose document exists at the service (created by this file, or already there). */
export const isPartAtService = (sent: PartSendState | undefined): boolean =>
  sent === 'created' || sent === 'duplicate'

/** "pages 1–2" or "page 3": how a part is named to a person. */
export function pagesLabel(r: PageRange): string {
  return r.first === r.last ? `page ${r.first}` : `pages ${r.first}–${r.last}`
}

/** The name a part is sent under: `<stem> (pages 1–2).pdf`, `<stem> (page 3).pdf`. */
export function partFileName(fileName: string, r: PageRange): string {
  const stem = fileName.replace(/\.pdf$/i, '')
  return `${stem} (${pagesLabel(r)}).pdf`
}

/** What "Split into documents…" did (docs/packets.md, "Split by the clerk"). */
export type SplitOutcome =
  | { kind: 'cancelled' }
  | { kind: 'split'; created: number; duplicates: number; failed: PageRange[]; replaced: boolean }
/** True for a file named as a PDF, the only kind a clerk splits (its bytes are checked too). */
export const isPdfName = (name: string): boolean => /\.pdf$/i.test(name)

/** Fewest parts a clerk's split makes. */
export const SPLIT_MIN_PARTS = 2

/**
 * The states a file is split from: the service read its document, or gave up on it; nothing of
 * it is on its way. (A `duplicate`'s document is another file's: never split, never deleted.)
 */
export const SPLIT_FROM_STATES = ['extracted', 'extraction_failed', 'stalled'] as const

/**
 * Why a clerk's split is not one to make, or null when `ranges` are in page order, each next to
 * the one before, from page 1, at least SPLIT_MIN_PARTS of them and at most CUT_MAX_PAGES; with
 * `pageCount`, they must end on its last page too. Main checks the shape, the engine the count.
 */
export function splitRangesProblem(
  ranges: readonly PageRange[],
  pageCount?: number
): string | null {
  if (ranges.length < SPLIT_MIN_PARTS) return `A split makes at least ${SPLIT_MIN_PARTS} documents.`
  if (ranges.length > CUT_MAX_PAGES) return `A split makes at most ${CUT_MAX_PAGES} documents.`
  let next = 1
  for (const r of ranges) {
    if (!Number.isSafeInteger(r.first) || !Number.isSafeInteger(r.last) || r.last < r.first) {
      return 'Each document of a split is a run of pages, its first page before its last.'
    }
    if (r.first !== next) {
      return r.first < next
        ? `Page ${r.first} is in two documents of the split.`
        : `Page ${next} is in no document of the split.`
    }
    next = r.last + 1
  }
  if (pageCount !== undefined && next - 1 > pageCount) {
    return `Pages past ${pageCount} are not in this ${pageCount}-page PDF.`
  }
  if (pageCount !== undefined && next - 1 < pageCount) {
    return `Page ${next} is in no document of the split.`
  }
  return null
}

/*
 * Separator sheets (docs/packets.md, "Separator sheets"): a scan split where a page carries a
 * code whose text is the folder's separator text, or is blank. The engine's reading thread
 * (src/engine/separators) applies these; a PDF it cannot read is refused with a CutFailure.
 */

/** Heap of the thread that looks for separator sheets, in MB. */
export const SEPARATOR_MAX_HEAP_MB = 512

/**
 * Time looking for separator sheets in one PDF may take before its thread is stopped: 0.6 s a
 * page at the most pages read, on a machine busy with other work.
 */
export const SEPARATOR_DEADLINE_MS = 300_000

/** A pixel darker than this luminance (0 black – 255 white) is ink. */
export const SEPARATOR_DARK_LUMINANCE = 128

/** An image with at most this share of ink pixels (0.2 %) holds nothing: a blank page's. */
export const BLANK_MAX_DARK_RATIO = 0.002

/**
 * Pixels across the longest side a page's image is read at: a larger one (a 300 or 600 dpi
 * scan) is read at every 2nd or 4th pixel, about 150 dpi on A4, where a separator's code still
 * has several pixels a module.
 */
export const SEPARATOR_READ_MAX_SIDE = 1800

/** The codes read on a page (zxing-wasm's names): QR and Data Matrix, Code 128 and Code 39. */
export const SEPARATOR_CODE_FORMATS = ['QRCode', 'MicroQRCode', 'DataMatrix', 'Code128', 'Code39']

/**
 * What a page of a scan is: `content` (sent), `blank` (no text, no ink: a separator), `sheet`
 * (carries the separator code and nothing else: a separator), `marked` (carries the code and
 * content besides: it starts a new document and is sent, as that document's first page).
 */
export const SEPARATOR_PAGE_KINDS = ['content', 'blank', 'sheet', 'marked'] as const
export type SeparatorPageKind = (typeof SEPARATOR_PAGE_KINDS)[number]

/**
 * The separator pages (1-based) and the documents between them, in order: a separator ends the
 * document before it, a `marked` page starts one; leading, trailing and consecutive separators
 * make no empty document.
 */
export function separatorRanges(kinds: readonly SeparatorPageKind[]): {
  separators: number[]
  ranges: PageRange[]
} {
  const separators: number[] = []
  const ranges: PageRange[] = []
  let open: PageRange | null = null
  kinds.forEach((kind, i) => {
    const page = i + 1
    if (kind === 'blank' || kind === 'sheet') {
      separators.push(page)
      open = null
    } else if (open && kind === 'content') {
      open.last = page
    } else {
      open = { first: page, last: page }
      ranges.push(open)
    }
  })
  return { separators, ranges }
}

/** What an item records of the separator sheets its file was cut at (IntakeItem has it). */
export interface SeparatorRecord {
  /** The pages (1-based) left out as separator sheets, never sent; `parts` are the documents. */
  separatorPages?: number[]
}

/** "page 3: separator sheet" or "pages 3, 6: separator sheets": pages left out, to a person. */
export function separatorsLabel(pages: readonly number[]): string {
  return pages.length === 1
    ? `page ${pages[0]}: separator sheet`
    : `pages ${pages.join(', ')}: separator sheets`
}
