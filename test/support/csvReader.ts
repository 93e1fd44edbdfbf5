/**
 * How spreadsheets read a CSV export, for tests. A file declares no separator: Excel splits it on
 * the list separator of the clerk's region (`;` in Germany, the Netherlands, Spain, even with an
 * English app), LibreOffice on what its import dialog says, a `.tsv` habit on tab. So an export
 * is read here with `,`, `;` and tab, each way a reader may take it: quote-aware as RFC 4180
 * says (what happens with the separator the file was written for, and with another one when
 * quotes fall where that reader opens a field), and naively (each line split at every
 * separator, as a reader that finds quotes in the middle of its fields ends up doing).
 */

const SEPARATORS = [',', ';', '\t'] as const

/** The rows of `text` read as RFC 4180 says with `separator` (a stray quote closes and goes on). */
export function readQuoted(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') cell += text[++i]
      else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"' && cell === '') quoted = true
    else if (ch === separator) {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += ch
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

/** The rows of `text` with every line break ending a row and every `separator` a cell. */
export function readNaive(text: string, separator: string): string[][] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line, i, all) => line !== '' || i < all.length - 1)
    .map((line) => line.split(separator))
}

/** A plain number is data, whatever its sign: `-5,50` and `-5` are read as numbers. */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/
/** What a spreadsheet runs (or takes for a formula) when a cell starts with it. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Every cell that a spreadsheet could take for a formula, reading `csv` (byte-order mark
 * dropped) with each separator, both ways: one that starts with `= + - @`, tab or CR, also
 * after the spaces a "trim spaces" import drops and the quote a reader may open the field with.
 */
export function liveCells(csv: string): { reading: string; cell: string }[] {
  const text = csv.replace(/^\uFEFF/, '')
  const found: { reading: string; cell: string }[] = []
  for (const separator of SEPARATORS) {
    for (const [how, read] of [
      ['quoted', readQuoted],
      ['naive', readNaive]
    ] as const) {
      for (const cell of read(text, separator).flat()) {
        const starts = [cell, cell.replace(/^ +/, ''), cell.replace(/^[ "]+/, '')]
        if (starts.some((s) => FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)))
          found.push({ reading: `${how} ${JSON.stringify(separator)}`, cell })
      }
    }
  }
  return found
}
