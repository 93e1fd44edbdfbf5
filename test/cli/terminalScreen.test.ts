import { describe, expect, it } from 'vitest'
import { terminalScreen } from './terminalScreen'

/** The screen model the terminal tests read: as wide as a terminal, wrapping as it does. */
describe('terminalScreen at a width', () => {
  it('goes on below with line wrap on, and gives the wrapped rows back as one line', () => {
    expect(terminalScreen('abcdefghijkl\r\nnext\r\n', { cols: 10 })).toEqual([
      'abcdefghijkl',
      'next'
    ])
    // A line exactly as wide as the terminal takes one row.
    expect(terminalScreen('abcdefghij\r\nnext\r\n', { cols: 10 })).toEqual(['abcdefghij', 'next'])
  })

  it('overwrites the last column with line wrap off, as a terminal cuts such a line', () => {
    expect(terminalScreen('\x1b[?7labcdefghijkl\r\n\x1b[?7hnext\r\n', { cols: 10 })).toEqual([
      'abcdefghil',
      'next'
    ])
  })

  it('forgets a wrap whose rows were erased and written again', () => {
    // Two rows of one wrapped line, cleared from the first one down, then a short line there.
    const raw = 'abcdefghijkl\x1b[1A\r\x1b[0Jshort\r\n'
    expect(terminalScreen(raw, { cols: 10 })).toEqual(['short'])
  })
})
