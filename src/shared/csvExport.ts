/**
 * The inbox as a clerk's spreadsheet reads it (the CLI's `status --csv`, the window's export):
 * one row per document (a file split into several has one for each), UTF-8 with a byte-order mark, the separator and decimal mark of the locale,
 * headers, types and states in its language and the time received as local date and time
 * (csvWords.ts). No cell runs as a formula whichever list separator a spreadsheet splits it on
 * (docs/behaviour/csv.md).
 */
import type { CsvWords } from './csvWords'
import { effectiveValues, type ExtractedValue, type ExtractedValues } from './corrections'
import type { IntakeItem, ItemPart } from './intake'
import { outcomeOf, partFacts, type OutcomeFacts } from './outcome'
import { AMOUNT_CURRENCY, type FieldKey } from './serviceCodes'

/** The schemas' key values, one column each, in this order (empty where a type has none). */
export const CSV_KEY_FIELDS: readonly FieldKey[] = [
  'invoice_number',
  'invoice_date',
  'supplier_name',
  'total_amount',
  'currency',
  'purchase_order_number',
  'bill_of_lading_number',
  'house_bill_of_lading_number',
  'booking_number'
]

/**
 * Languages whose spreadsheets take `;` between cells (their decimal mark is the comma); the
 * others take `,`. Of the app's languages: German, Dutch and Spanish use `;`, English and
 * Chinese `,`.
 */
const SEMICOLON_LANGUAGES = ['de', 'nl', 'es', 'fr', 'it', 'pt', 'da', 'sv', 'nb', 'fi', 'pl']

export interface CsvFormat {
  separator: ',' | ';'
  decimal: '.' | ','
}

/** The format for a locale tag (`de`, `de-AT`, `nl_NL.UTF-8`, `C`); English's when unknown. */
export function csvFormatFor(tag: string | null | undefined): CsvFormat {
  const language = (tag ?? '').split(/[-_.@]/)[0].toLowerCase()
  return SEMICOLON_LANGUAGES.includes(language)
    ? { separator: ';', decimal: ',' }
    : { separator: ',', decimal: '.' }
}

/** A value a spreadsheet reads as a number, whatever its sign (an amount, a count). */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/
/**
 * Where a spreadsheet may start a cell inside a value (the value's start, or after `,` or `;`,
 * the separators of either region), with the spaces and quotes it may skip, when a formula
 * character follows. Tab, CR and LF are gone by then.
 */
const CELL_START_FORMULA = /(^|[,;])([ "]*)(?=[=+\-@])/g

/**
 * A value made inert under any list separator (docs/behaviour/csv.md): on one line (tab, CR and LF as
 * spaces), and an apostrophe before `= + - @` wherever a cell could start, not only at its
 * first character; a plain number is left as it is.
 */
function defused(value: string): string {
  if (PLAIN_NUMBER.test(value)) return value
  return value.replace(/[\t\r\n]/g, ' ').replace(CELL_START_FORMULA, "$1$2'")
}

/** One cell: defused, then quoted when it must be for the separator it is written with. */
function cell(value: string, separator: string): string {
  const safe = defused(value)
  return safe.includes('"') || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe
}

function text(v: ExtractedValue | undefined): string {
  if (v === null || v === undefined) return ''
  return Array.isArray(v) ? v.join(' ') : String(v)
}

const AMOUNT_FIELDS = new Set<string>(Object.keys(AMOUNT_CURRENCY))

/** The folder part of a path (either kind of slash), empty for an item without a file. */
function folderOf(path: string | null): string {
  if (!path) return ''
  const at = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'))
  return at <= 0 ? path.slice(0, at + 1) : path.slice(0, at)
}

export interface CsvOptions {
  format: CsvFormat
  /** The service's page for a document, or null when there is none to link to. */
  documentLink: (documentId: string) => string | null
  /**
   * The service's document ID of an item taken in before (the one a possible duplicate is
   * "of"), when the exported rows may not hold it; by default it is looked up among them.
   */
  documentIdOf?: (itemId: string) => string | null
  words: CsvWords
}

/** What a possible duplicate is possibly the same as: "inv-0415.pdf (doc_123)", or its name. */
function duplicateOfCell(item: IntakeItem, documentIdOf: (itemId: string) => string | null) {
  const of = item.possibleDuplicateOf
  if (!of || outcomeOf(item) !== 'possible_duplicate') return ''
  const id = documentIdOf(of.id)
  return id ? `${of.name} (${id})` : of.name
}

export const CSV_BOM = '\uFEFF'

/** One document of a file as a row: a packet's part, or the file's own document (pages null). */
interface CsvDocument {
  documentId: string | null
  pages: ItemPart['pages']
  facts: OutcomeFacts
  documentType: string | null
  values: ExtractedValues
}

/** The documents a file became, each a row: every part of a packet, else the file itself. */
function documentsOf(item: IntakeItem): CsvDocument[] {
  if (!item.parts?.length) {
    const values = effectiveValues(item)
    return [{ ...item, pages: null, facts: item, values }]
  }
  return item.parts.map((part) => ({
    documentId: part.documentId,
    pages: part.pages,
    facts: partFacts(item, part),
    documentType: part.documentType,
    values: part.extracted ?? {}
  }))
}

/** A part's pages as a spreadsheet keeps them as text: "1", "2–3" (never read as a date). */
function pagesCell(pages: ItemPart['pages']): string {
  if (!pages) return ''
  return pages.first === pages.last ? String(pages.first) : `${pages.first}–${pages.last}`
}

/**
 * The header and one row per document, CRLF-terminated, with the byte-order mark in front: a
 * file the service split into several documents (docs/packets.md) has a row for each, with the
 * file's name and the pages the document holds (empty for a file that stayed whole).
 */
export function inboxCsv(items: readonly IntakeItem[], opts: CsvOptions): string {
  const { separator, decimal } = opts.format
  const { header: h, field, type, state, when } = opts.words
  const byId = new Map(items.map((i) => [i.id, i.documentId]))
  const documentIdOf = opts.documentIdOf ?? ((id: string) => byId.get(id) ?? null)
  const header = [
    h.file,
    h.folder,
    h.received,
    h.type,
    h.state,
    ...CSV_KEY_FIELDS.map(field),
    h.shipments,
    h.containers,
    h.documentId,
    h.serviceLink,
    h.pages,
    h.duplicateOf
  ]
  const rows = items.flatMap((item) =>
    documentsOf(item).map((doc) => {
      const keys = CSV_KEY_FIELDS.map((k) => {
        const v = text(doc.values[k])
        return AMOUNT_FIELDS.has(k) && /^-?\d+\.\d+$/.test(v) ? v.replace('.', decimal) : v
      })
      return [
        item.name,
        folderOf(item.path),
        when(item.createdAt),
        doc.documentType ? type(doc.documentType) : '',
        state(doc.facts.state),
        ...keys,
        doc.facts.shipmentNumbers.join(' '),
        doc.facts.containerNumbers.join(' '),
        doc.documentId ?? '',
        doc.documentId ? (opts.documentLink(doc.documentId) ?? '') : '',
        pagesCell(doc.pages),
        duplicateOfCell(item, documentIdOf)
      ]
    })
  )
  const lines = [header, ...rows].map((r) => r.map((c) => cell(c, separator)).join(separator))
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`
}
