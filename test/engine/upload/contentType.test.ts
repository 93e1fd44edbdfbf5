import { describe, expect, it } from 'vitest'
import { contentTypeFor } from '../../../src/engine/upload/contentType'

describe('contentType', () => {
  describe('contentTypeFor()', () => {
    it.each([
      ['invoice.pdf', 'application/pdf'],
      ['INVOICE.PDF', 'application/pdf'],
      ['notes.txt', 'text/plain'],
      ['scan 2026.03.02.jpeg', 'image/jpeg'],
      ['list.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['C:\\Inbox\\bl.tif', 'image/tiff'],
      ['/srv/in/mail.eml', 'message/rfc822'],
      ['archive.7z', 'application/octet-stream'],
      ['README', 'application/octet-stream'],
      ['.pdf', 'application/octet-stream'],
      ['trailing.', 'application/octet-stream']
    ])('%s -> %s', (name, type) => {
      expect(contentTypeFor(name)).toBe(type)
    })
  })
})
