import { describe, expect, it } from 'vitest'
import { decodeName, fsPath, nameForService } from '../../../src/engine/files/rawName'
import { displayName } from '../../../src/shared/fileNames'

const bytes = (...b: number[]): Buffer => Buffer.from(b)

describe('names as bytes', () => {
  it('gives back the exact bytes of any name, UTF-8 or not', () => {
    const names = [
      Buffer.from('Rechnung_M\xfcller.txt', 'latin1'),
      Buffer.from('Größe €.pdf'),
      bytes(0x61, 0xc3), // a cut-off sequence at the end
      bytes(0xed, 0xa0, 0x80), // a UTF-16 surrogate written as UTF-8
      bytes(0xc0, 0xaf), // an overlong "/"
      bytes(0xf0, 0x9f, 0x93, 0x84, 0xff) // a valid emoji, then a byte that never starts one
    ]
    for (const raw of names) expect(Buffer.from(fsPath(decodeName(raw)))).toEqual(raw)
  })

  it('shows raw bytes as \\xFC and leaves UTF-8 names as they are', () => {
    expect(displayName(decodeName(Buffer.from('M\xfcller.txt', 'latin1')))).toBe('M\\xFCller.txt')
    expect(displayName('Müller 📄.txt')).toBe('Müller 📄.txt')
    expect(fsPath('/in/Müller.txt')).toBe('/in/Müller.txt')
  })

  it('names a raw byte to the service as U+FFFD (no backslash, which it refuses)', () => {
    const path = `/in/${decodeName(Buffer.from('M\xfcller.txt', 'latin1'))}`
    expect(nameForService({ path, name: displayName('M\udcfcller.txt') })).toBe('M\uFFFDller.txt')
  })
})
