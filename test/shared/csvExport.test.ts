import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvFormatFor, inboxCsv } from '../../src/shared/csvExport'
import { csvLanguage, csvWordsFor } from '../../src/shared/csvWords'
import type { IntakeItem } from '../../src/shared/intake'
import { liveCells, readQuoted } from '../support/csvReader'

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

  it('writes a row per document of a file the service split, with the file and its pages', () => {
    const csv = inboxCsv(
      [
        item({
          name: 'scan.pdf',
          documentId: 'packet',
          documentType: null,
          shipmentNumbers: ['MAEU241234567', 'MEDUQ2417731'],
          containerNumbers: [],
          parts: [
            {
              documentId: 'p1',
              pages: { first: 1, last: 1 },
              documentType: 'commercial_invoice',
              state: 'extracted',
              shipmentNumbers: ['MAEU241234567'],
              containerNumbers: [],
              extracted: { invoice_number: 'INV-1', total_amount: '12.50' }
            },
            {
              documentId: 'p2',
              pages: { first: 2, last: 3 },
              documentType: 'bill_of_lading',
              state: 'extraction_failed',
              shipmentNumbers: [],
              containerNumbers: ['MSCU6639870'],
              extracted: null
            }
          ]
        })
      ],
      {
        format: csvFormatFor('en'),
        words: csvWordsFor('en', 'UTC'),
        documentLink: (id) => `https://app.example/documents/${id}`
      }
    )
    const [header, ...rows] = readQuoted(csv.slice(1), ',').filter((r) => r.length > 1)
    const col = (name: string) => header.indexOf(name)
    expect(rows).toHaveLength(2)
    expect(rows.map((r) => r[col('File')])).toEqual(['scan.pdf', 'scan.pdf'])
    expect(rows.map((r) => r[col('Pages')])).toEqual(['1', '2–3'])
    expect(rows.map((r) => r[col('Type')])).toEqual(['Commercial invoice', 'Bill of lading'])
    expect(rows.map((r) => r[col('Invoice number')])).toEqual(['INV-1', ''])
    expect(rows.map((r) => r[col('Shipments')])).toEqual(['MAEU241234567', ''])
    expect(rows.map((r) => r[col('Containers')])).toEqual(['', 'MSCU6639870'])
    expect(rows.map((r) => r[col('Document ID')])).toEqual(['p1', 'p2'])
    expect(rows[1]![col('Link in the service')]).toBe('https://app.example/documents/p2')
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
        'https://app.example/documents/d1',
        '',
        ''
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
    expect(header.slice(-6)).toEqual([
      'Sendungen',
      'Container',
      'Dokument-ID',
      'Link im Dienst',
      'Seiten',
      'Mögliches Duplikat von'
    ])
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

  it('names the earlier document a possible duplicate may be, by name and document ID', () => {
    const earlier = item({ id: 'e1', name: 'inv-0415.pdf', documentId: 'doc-early' })
    const rescan = item({
      id: 'r1',
      name: 'inv-0415-rescan.pdf',
      documentId: 'doc-late',
      possibleDuplicateOf: { id: 'e1', name: 'inv-0415.pdf' }
    })
    // A failed file keeps no outcome of "possibly the same": its column stays empty.
    const failed = { ...rescan, id: 'f1', state: 'failed' as const }
    const opts = {
      format: csvFormatFor('en'),
      words: csvWordsFor('en', 'UTC'),
      documentLink: () => null
    }
    const column = (csv: string) => {
      const [header, ...rows] = readQuoted(csv.slice(1), ',')
      const at = header.indexOf('Possible duplicate of')
      return rows.map((r) => r[at])
    }
    expect(column(inboxCsv([earlier, rescan, failed], opts))).toEqual([
      '',
      'inv-0415.pdf (doc-early)',
      ''
    ])
    // Exported without the earlier one: its ID comes from the inbox, else the name alone.
    const lookup = { ...opts, documentIdOf: (id: string) => (id === 'e1' ? 'doc-early' : null) }
    expect(column(inboxCsv([rescan], lookup))).toEqual(['inv-0415.pdf (doc-early)'])
    expect(column(inboxCsv([rescan], opts))).toEqual(['inv-0415.pdf'])
  })

  describe('under every list separator', () => {
    // Names a colleague can give a scanned file, and what an extraction can read off a page.
    const HOSTILE_NAMES = [
      "Rechnung 4711;=2+5+cmd|'calc'!A0.txt",
      'inv,=HYPERLINK("http://evil.example","x").pdf',
      'scan\t=1+1.pdf',
      'scan\r=1+1.pdf',
      'scan\n@SUM(1+1).pdf',
      'a, -2+3.pdf',
      'b;"=1+1".pdf',
      '"=1+1".pdf',
      '@SUM(1+1).pdf',
      '+1;+2,-3\t@4.pdf'
    ]
    const hostileItems = [
      ...HOSTILE_NAMES.map((name, i) => item({ id: `n${i}`, name, path: `/scans/${name}` })),
      item({
        id: 'x1',
        path: '/scans/Eingang;=1+1/x.pdf',
        extracted: { supplier_name: "ACME;@SUM(1+1)*cmd|' /C calc'!A0", total_amount: '-5.50' },
        manual: { invoice_number: '4711,=1+1;-2' }
      }),
      item({ id: 'x2', possibleDuplicateOf: { id: 'n0', name: "=cmd|' /C calc'!A0;@x.pdf" } })
    ]

    it.each(['de', 'en'])(
      'the %s export has no cell a spreadsheet runs, read with , ; or tab',
      (locale) => {
        const format = csvFormatFor(locale)
        const csv = inboxCsv(hostileItems, {
          format,
          words: csvWordsFor(csvLanguage(locale), 'UTC'),
          documentLink: (id) => `https://app.example/documents/${id}`
        })
        expect(liveCells(csv)).toEqual([])
        // Read as it was written, every value is still there, defused and on one line.
        const [header, ...rows] = readQuoted(csv.slice(1), format.separator)
        expect(rows).toHaveLength(hostileItems.length)
        expect(rows.every((r) => r.length === header.length)).toBe(true)
        expect(rows[0][0]).toBe("Rechnung 4711;'=2+5+cmd|'calc'!A0.txt")
        expect(rows[2][0]).toBe('scan =1+1.pdf')
        expect(rows[4][0]).toBe('scan @SUM(1+1).pdf')
        expect(rows[5][0]).toBe("a, '-2+3.pdf")
        expect(rows[6][0]).toBe('b;"\'=1+1".pdf')
        expect(rows.at(-1)!.at(-1)).toBe("'=cmd|' /C calc'!A0;'@x.pdf (d1)")
        const last = rows.at(-2)!
        expect(last[1]).toBe("/scans/Eingang;'=1+1")
        expect(last).toContain("ACME;'@SUM(1+1)*cmd|' /C calc'!A0")
        expect(last).toContain("4711,'=1+1;'-2")
        // An amount stays a number the spreadsheet can add up.
        expect(last).toContain(format.decimal === ',' ? '-5,50' : '-5.50')
      }
    )
  })
})
