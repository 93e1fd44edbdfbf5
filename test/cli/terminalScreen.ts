/**
 * What a person sees once a program has written `raw` to a terminal: the lines left on the
 * screen after every cursor move and erase. Knows the sequences progress bars and readline use
 * (CR, LF, CSI A/B/C/D/G cursor moves, K and J erases); other CSI sequences (cursor visibility,
 * line wrapping) change nothing on the screen and are dropped. The screen is as wide as the
 * longest line: no wrapping.
 */
export function terminalScreen(raw: string): string[] {
  const rows: string[][] = [[]]
  let y = 0
  let x = 0
  const row = (): string[] => (rows[y] ??= [])
  // eslint-disable-next-line no-control-regex -- reading escape sequences is the point
  const token = /\x1b\[([0-9;?]*)([A-Za-z])|\x1b[78]|\r|\n|[^\x1b\r\n]/gu
  for (const [text, params, final] of raw.matchAll(token)) {
    if (text === '\r') x = 0
    else if (text === '\n') {
      y++
      x = 0
    } else if (final) {
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
          x += n
          break
        case 'D':
          x = Math.max(0, x - n)
          break
        case 'G':
          x = n - 1
          break
        case 'K':
          if (arg === 0) row().length = Math.min(row().length, x)
          else if (arg === 1) row().fill(' ', 0, x + 1)
          else rows[y] = []
          break
        case 'J':
          if (arg === 0) {
            row().length = Math.min(row().length, x)
            rows.length = Math.min(rows.length, y + 1)
          } else rows.length = 0
          break
      }
    } else if (!text.startsWith('\x1b')) {
      const r = row()
      while (r.length < x) r.push(' ')
      r[x++] = text
    }
  }
  const lines = Array.from(rows, (r) => (r ?? []).join('').trimEnd())
  while (lines.length && lines.at(-1) === '') lines.pop()
  return lines
}
