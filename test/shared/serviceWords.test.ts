import { describe, expect, it } from 'vitest'
import { readServiceWords } from '../../src/shared/serviceWords'
import { extract } from '../../src/sandbox/processing/extract'
import { notADocument, readNotADocument } from '../../src/shared/fileTypes'

describe('the service’s words read as kind and parameters', () => {
  it('reads the sentences the service writes when it cannot extract', () => {
    // The embedded service's own reasons, as it gives them in its notes.
    const missing = extract('commercial_invoice', 'COMMERCIAL INVOICE\nSupplier: Acme Ltd.\n')
    expect(missing.ok).toBe(false)
    const read = readServiceWords(!missing.ok ? missing.reason : '')
    expect(read).toEqual({
      kind: 'required_fields_missing',
      fields: expect.arrayContaining(['invoice_number', 'invoice_date'])
    })
    const blank = extract('commercial_invoice', '   ')
    expect(readServiceWords(!blank.ok ? blank.reason : '')).toEqual({ kind: 'no_text' })
    const none = extract('cargo_manifest', 'CARGO MANIFEST')
    expect(readServiceWords(!none.ok ? none.reason : '')).toEqual({
      kind: 'no_schema',
      type: 'cargo_manifest'
    })
  })

  it('keeps any other sentence as the service wrote it', () => {
    expect(readServiceWords('  Page 3 is upside down. ')).toEqual({
      kind: 'unknown',
      text: 'Page 3 is upside down.'
    })
    // Not a list of field keys: not read as one.
    expect(readServiceWords('Required fields not found: <b>total</b>.').kind).toBe('unknown')
  })
})

describe('a refusal of bytes the service cannot read, read back', () => {
  const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])
  const random = Uint8Array.from([0x00, 0xff, 0x13, 0x37, 0x00, 0x01])

  it('names the file and the kind of container, or none for unknown bytes', () => {
    expect(readNotADocument(notADocument('Rechnung "März".pdf', zip)!)).toEqual({
      name: 'Rechnung "März".pdf',
      kind: 'zip'
    })
    expect(readNotADocument(notADocument('scan.pdf', random)!)).toEqual({
      name: 'scan.pdf',
      kind: null
    })
    expect(readNotADocument('The file could not be read.')).toBeNull()
  })
})
