/**
 * What a person sees once a program has written `raw` to a terminal: the lines left on the
 * screen after every cursor move and erase. Knows the sequences progress bars and readline use
 * (CR, LF, CSI A/B/C/D/G cursor moves, K and J erases); other CSI sequences (cursor visibility)
 * change nothing on the screen and are dropped.
 *
 * Without `cols` the screen is as wide as the longest line: no wrapping. With `cols` it is that
 * wide, as a terminal is: with line wrap on (DECAWM, `CSI ?7h`, the default) a character past
 * the last column goes on at the start of the next row, and the rows a line wrapped onto are
 * given back joined, as a terminal copies them; with it off (`CSI ?7l`) each character past the
 * last column overwrites the last one, and the line looks whole but is cut.
 */
export function terminalScreen(raw: string, opts: { cols?: number } = {}): string[] {
  const cols = opts.cols ?? Infinity
  const rows: string[][] = [[]]
  /** Rows that go on from the row above, written there by the terminal's own wrap. */
  const wrapped: boolean[] = []
  let wrap = true
  let y = 0
  let x = 0
  const row = (): string[] => (rows[y] ??= [])
  /** Where erases start: a cursor past the last column (waiting to wrap) stands on it. */
  const at = (): number => Math.min(x, cols - 1)
  // eslint-disable-next-line no-control-regex -- reading escape sequences is the point
  const token = /\x1b\[([0-9;?]*)([A-Za-z])|\x1b[78]|\r|\n|[^\x1b\r\n]/gu
  for (const [text, params, final] of raw.matchAll(token)) {
    if (text === '\r') x = 0
    else if (text === '\n') {
      y++
      x = 0
    } else if (final) {
      if (params === '?7' && (final === 'h' || final === 'l')) {
        wrap = final === 'h'
        continue
      }
      const n = Number(params || '1') || 1
      const arg = Number(params || '0')
      switch (final) {
        case 'A':
          y = Math.max(0, y - n)
          break
        case 'B':
          y += n
          break
        case 'C':
          x = Math.min(at() + n, cols - 1)
          break
        case 'D':
          x = Math.max(0, at() - n)
          break
        case 'G':
          x = n - 1
          break
        case 'K':
          if (arg === 0) row().length = Math.min(row().length, at())
          else if (arg === 1) row().fill(' ', 0, at() + 1)
          else rows[y] = []
          if (arg === 2 || (arg === 0 && x === 0)) wrapped[y] = false
          break
        case 'J':
          if (arg === 0) {
            row().length = Math.min(row().length, at())
            rows.length = Math.min(rows.length, y + 1)
            wrapped.length = Math.min(wrapped.length, y + 1)
            if (x === 0) wrapped[y] = false
          } else {
            rows.length = 0
            wrapped.length = 0
          }
          break
      }
    } else if (!text.startsWith('\x1b')) {
      if (x >= cols) {
        if (wrap) {
          y++
          x = 0
          wrapped[y] = true
        } else x = cols - 1
      }
      const r = row()
      while (r.length < x) r.push(' ')
      r[x++] = text
    }
  }
  const lines: string[] = []
  Array.from(rows, (r, i) => {
    const text = (r ?? []).join('')
    if (wrapped[i] && lines.length > 0) lines[lines.length - 1] += text
    else lines.push(text)
  })
  const trimmed = lines.map((l) => l.trimEnd())
  while (trimmed.length && trimmed.at(-1) === '') trimmed.pop()
  return trimmed
}
