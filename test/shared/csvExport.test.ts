import { describe, expect, it } from 'vitest'
import { csvFormatFor, inboxCsv } from '../../src/shared/csvExport'
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
      { format: csvFormatFor('de'), documentLink: (id) => `https://app.example/documents/${id}` }
    )
    const [, row] = csv.slice(1).split('\r\n')
    expect(row).toBe(
      [
        `"'=HYPERLINK(""x"");1.pdf"`,
        'C:\\scans',
        '2026-03-02T10:00:00.000Z',
        'commercial_invoice',
        'extracted',
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
})
