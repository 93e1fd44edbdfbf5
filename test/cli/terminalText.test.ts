import { describe, expect, it } from 'vitest'
import { ServiceError } from '../../src/engine/client/errors'
import { Output } from '../../src/cli/output'
import { jsonLine, terminalSafe } from '../../src/cli/terminalText'
import { captureIo } from './capture'

describe('terminalText', () => {
  describe('terminalSafe()', () => {
    it.each([
      ['a window title (OSC … BEL)', 'a\x1b]0;pwned\x07b', 'ab'],
      ['a window title (OSC … ST)', 'a\x1b]2;pwned\x1b\\b', 'ab'],
      ['a screen clear and a colour (CSI)', '\x1b[2J\x1b[1;32mok\x1b[0m', 'ok'],
      ['an 8-bit CSI and OSC', 'a\x9b2Jb\x9d0;t\x9cc', 'abc'],
      ['a cursor move back over the line', 'FAIL\rok  ', 'FAILok  '],
      [
        'a newline forging a second line',
        'x.pdf\nok   all files extracted',
        'x.pdfok   all files extracted'
      ],
      [
        'bidi overrides and isolates',
        'inv\u202eFDP.exe\u202c\u2066\u2069\u200e\u200f\u061c',
        'invFDP.exe'
      ],
      ['DEL and BEL', 'a\x7fb\x07', 'ab']
    ])('removes %s', (_what, input, safe) => {
      expect(terminalSafe(input)).toBe(safe)
    })

    it('lets an unterminated string take only its introducer, not the rest of the line', () => {
      expect(terminalSafe('name\x1b]: extraction failed')).toBe('name: extraction failed')
    })

    it('keeps ordinary text, accents, CJK and our own marks', () => {
      const text = 'Rechnung – Größe 日本 📦.pdf … “Done”'
      expect(terminalSafe(text)).toBe(text)
    })
  })

  describe('jsonLine()', () => {
    it('escapes C1 controls and bidi marks that JSON.stringify leaves raw, keeping the data', () => {
      const value = { name: 'a\x9b2J\u202eb\x1b[2J\x7f' }
      const line = jsonLine(value)
      expect(line).toBe('{"name":"a\\u009b2J\\u202eb\\u001b[2J\\u007f"}')
      expect(JSON.parse(line)).toEqual(value)
    })
  })

  describe('Output', () => {
    it('prints an error from a hostile service without its escape sequences', () => {
      const c = captureIo()
      new Output(c.io, false).error(
        new ServiceError({
          kind: 'upstream',
          message: 'Boom \x1b]0;pwned\x07\x1b[2J',
          detail: '\u202eall files extracted'
        })
      )
      expect(c.stderr()).toBe('Error: Boom \n  (all files extracted)\n')
    })

    it('writes a document exact into a pipe, and each of its lines inert at a terminal', () => {
      const csv = '\uFEFFFile,Folder\r\n\x1b]52;c;cGF5bG9hZA==\x07inv\x1b[1A.pdf,/scans\r\n'
      const piped = captureIo()
      new Output(piped.io, false).document(csv)
      expect(piped.stdout()).toBe(csv)
      const tty = captureIo()
      Object.assign(tty.io.stdout, { isTTY: true })
      new Output(tty.io, false).document(csv)
      expect(tty.stdout()).toBe('\uFEFFFile,Folder\r\ninv.pdf,/scans\r\n')
    })

    it('writes held lines in few writes, each before anything said on stderr after it', () => {
      const c = captureIo()
      const writes: string[] = []
      const write = c.io.stdout.write.bind(c.io.stdout)
      c.io.stdout.write = ((chunk: string) => (writes.push(chunk), write(chunk))) as typeof write
      const out = new Output(c.io, false)
      out.hold()
      for (let i = 0; i < 3000; i++) out.result('file', {}, `line ${i} ${'x'.repeat(40)}`)
      expect(writes.length).toBeLessThan(10)
      out.note('a note')
      expect(c.stdout().split('\n')).toHaveLength(3001)
      out.result('file', {}, 'last')
      out.release()
      expect(c.stdout().endsWith('x\nlast\n')).toBe(true)
      expect(c.stderr()).toBe('a note\n')
    })
  })
})
