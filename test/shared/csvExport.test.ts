import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvFormatFor, inboxCsv } from '../../src/shared/csvExport'
import { csvLanguage, csvWordsFor } from '../../src/shared/csvWords'
import type { IntakeItem } from '../../src/shared/intake'

const item = (over: Partial<IntakeItem>): IntakeItem => ({
  id: 'i1',
  seq: 1,
  origin: { kind: 'drop' },
  path: 'C:\\scans\\a.pdf',
  name: 'a.pdf',
  size: 1,
  mtimeMs: null,
  md5: null,
  state: 'extracted',
  bytesSent: 0,
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  signedId: null,
  documentId: 'd1',
  duplicateOf: null,
  documentType: 'commercial_invoice',
  shipmentNumbers: [],
  containerNumbers: ['MSKU1234565', 'TGHU7654321'],
  history: [],
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  ...over
})

describe('shared/csvExport', () => {
  it('takes the separator of the locale', () => {
    for (const tag of ['de', 'de-AT', 'nl_NL.UTF-8', 'es-ES'])
      expect(csvFormatFor(tag).separator).toBe(';')
    for (const tag of ['en', 'en_US.UTF-8', 'zh-CN', 'C', '', null])
      expect(csvFormatFor(tag).separator).toBe(',')
  })

  it('defuses formulas, quotes what needs it, and lets the correction win', () => {
    const csv = inboxCsv(
      [
        item({
          name: '=HYPERLINK("x");1.pdf',
          extracted: { supplier_name: 'A "B"', total_amount: '-5.50' },
          manual: { invoice_number: '@SUM(1)' }
        })
      ],
      {
        format: csvFormatFor('de'),
        words: csvWordsFor('de', 'Europe/Berlin'),
        documentLink: (id) => `https://app.example/documents/${id}`
      }
    )
    const [, row] = csv.slice(1).split('\r\n')
    expect(row).toBe(
      [
        `"'=HYPERLINK(""x"");1.pdf"`,
        'C:\\scans',
        '02.03.2026 11:00',
        'Handelsrechnung',
        'Ausgelesen',
        "'@SUM(1)",
        '',
        '"A ""B"""',
        '-5,50',
        '',
        '',
        '',
        '',
        '',
        '',
        'MSKU1234565 TGHU7654321',
        'd1',
        'https://app.example/documents/d1'
      ].join(';')
    )
  })

  it("reads as a clerk's spreadsheet: BOM, headers, type, state and local time in the language", () => {
    const items = [item({}), item({ id: 'i2', documentType: 'acme_form', state: 'failed' })]
    const link = () => null
    const de = inboxCsv(items, {
      format: csvFormatFor('de-DE'),
      words: csvWordsFor(csvLanguage('de_DE.UTF-8'), 'Europe/Berlin'),
      documentLink: link
    })
    expect(de.startsWith(CSV_BOM)).toBe(true)
    const [header, first, second] = de
      .slice(1)
      .split('\r\n')
      .map((l) => l.split(';'))
    expect(header.slice(0, 6)).toEqual([
      'Datei',
      'Ordner',
      'Eingegangen',
      'Dokumenttyp',
      'Status',
      'Rechnungsnummer'
    ])
    expect(header.slice(-4)).toEqual(['Sendungen', 'Container', 'Dokument-ID', 'Link im Dienst'])
    expect(first.slice(2, 5)).toEqual(['02.03.2026 11:00', 'Handelsrechnung', 'Ausgelesen'])
    // A type the catalogs do not know is written as the service sent it.
    expect(second.slice(3, 5)).toEqual(['acme_form', 'Fehlgeschlagen'])

    const en = inboxCsv(items, {
      format: csvFormatFor('en_US.UTF-8'),
      words: csvWordsFor(csvLanguage('en_US.UTF-8'), 'America/New_York'),
      documentLink: link
    })
    const [enHeader, enRow] = en.slice(1).split('\r\n')
    expect(enHeader.startsWith('File,Folder,Received,Type,Status,Invoice number,')).toBe(true)
    expect(enRow).toContain(',03/02/2026 05:00 AM,Commercial invoice,Extracted,')
    // A language without a catalog (French) takes its separator, and English words.
    const fr = inboxCsv(items, {
      format: csvFormatFor('fr_FR'),
      words: csvWordsFor(csvLanguage('fr_FR'), 'UTC'),
      documentLink: link
    })
    expect(fr.slice(1).split('\r\n')[0].startsWith('File;Folder;Received;')).toBe(true)
  })
})
