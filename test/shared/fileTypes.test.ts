import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { notADocument } from '../../src/shared/fileTypes'
import { scanPdf } from '../fixtures/generate'

/** A minimal ZIP local file header, as a .docx or .xlsx starts. */
function zipWith(name: string, content: string): Uint8Array {
  const data = deflateRawSync(Buffer.from(content))
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(name.length, 26)
  return new Uint8Array(Buffer.concat([header, Buffer.from(name), data]))
}

/** Bytes that look random: a fixed linear congruential sequence, so the test is repeatable. */
function noise(n: number): Uint8Array {
  const out = new Uint8Array(n)
  let x = 12345
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    out[i] = x >>> 24
  }
  return out
}

describe('shared/fileTypes notADocument()', () => {
  it('takes a PDF, images and text by their bytes', async () => {
    expect(notADocument('scan.pdf', await scanPdf())).toBeNull()
    expect(
      notADocument('a.png', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0]))
    ).toBeNull()
    expect(notADocument('a.jpg', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull()
    expect(notADocument('memo.txt', new TextEncoder().encode('Invoice Größe 日本\r\n'))).toBeNull()
    // A text saved under a .pdf name is read as text, not refused for its name.
    expect(notADocument('memo.pdf', new TextEncoder().encode('COMMERCIAL INVOICE\n'))).toBeNull()
  })

  it('refuses a .docx (a ZIP archive) and a zip, naming what they are', () => {
    expect(notADocument('hello.docx', zipWith('word/document.xml', 'hello'))).toBe(
      '"hello.docx" is a ZIP archive (Office files such as .docx and .xlsx are ZIP archives too), which the service cannot read: send it as a PDF, an image or a text file.'
    )
    expect(notADocument('scans.zip', zipWith('a.pdf', '%PDF-1.4'))).toMatch(
      /^"scans.zip" is a ZIP archive/
    )
  })

  it('refuses 3,000 random bytes named .pdf', () => {
    expect(notADocument('random.pdf', noise(3000))).toBe(
      '"random.pdf" is not a document the service can read (its bytes are not a PDF, an image or text): send it as a PDF, an image or a text file.'
    )
  })
})
