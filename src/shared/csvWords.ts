/**
 * The words of the inbox's CSV export in a language: its headers, a type's and a state's name,
 * and the time a file was received as the clerk's clock and calendar write it. Read straight
 * from the app's catalogs (plain texts, no placeholders), so the window's export (main, in the
 * app's language) and the CLI's `status --csv` (the locale it was asked for) say the same. The
 * CLI's own messages stay English; its CSV is a clerk's spreadsheet.
 */
import type { FileState } from './intake'
import { CATALOGS } from './i18n/messages'
import { resolveLocale, type Locale } from './i18n/locales'
import { DOCUMENT_TYPE_CODES, type FieldKey } from './serviceCodes'

export interface CsvWords {
  header: {
    file: string
    folder: string
    received: string
    type: string
    state: string
    shipments: string
    containers: string
    documentId: string
    serviceLink: string
    /** The pages of the file a row's document holds (a file split into several documents). */
    pages: string
    duplicateOf: string
  }
  field(key: FieldKey): string
  /** A type's name; a code the catalogs do not know is written as the service sent it. */
  type(code: string): string
  state(state: FileState): string
  /** An ISO time as local date and time ("02.03.2026 11:00" in German, in this time zone). */
  when(iso: string): string
}

const isKnownType = (code: string): code is (typeof DOCUMENT_TYPE_CODES)[number] =>
  (DOCUMENT_TYPE_CODES as readonly string[]).includes(code)

/** The export's words in `locale`; `timeZone` is the system's unless given (tests pin one). */
export function csvWordsFor(locale: Locale, timeZone?: string): CsvWords {
  const c = CATALOGS[locale]
  const date = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone
  })
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone })
  return {
    header: {
      file: c.inbox.columns.file,
      folder: c.inbox.columns.folder,
      received: c.bulk.csv.received,
      type: c.inbox.columns.type,
      state: c.inbox.columns.status,
      shipments: c.inbox.columns.shipments,
      containers: c.bulk.csv.containers,
      documentId: c.bulk.csv.documentId,
      serviceLink: c.bulk.csv.serviceLink,
      pages: c.bulk.csv.pages,
      duplicateOf: c.bulk.csv.duplicateOf
    },
    field: (key) => c.codes.field[key],
    type: (code) => (isKnownType(code) ? c.codes.documentType[code] : code),
    state: (state) => c.states.label[state],
    when: (iso) => {
      const at = new Date(iso)
      return Number.isNaN(at.getTime()) ? iso : `${date.format(at)} ${time.format(at)}`
    }
  }
}

/** The language of a CSV asked for by locale tag (`de_DE.UTF-8`, `C`): ours, else English. */
export function csvLanguage(tag: string | null | undefined): Locale {
  return resolveLocale(tag?.split(/[.@]/)[0])
}
