/** Value parsers shared by the extractors: dates, amounts, currencies, container numbers. */
import { isValidContainerNumber, normalizeContainerNumber } from '../inference/iso6346'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** Regex source matching the date notations parseDate understands. */
export const DATE_SOURCE =
  '(\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{4}|\\d{1,2}[\\s-]+[A-Za-z]{3,9}\\.?[\\s-]+\\d{4}|[A-Za-z]{3,9}\\.?\\s+\\d{1,2},?\\s+\\d{4})'

function iso(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

function month(name: string): number | null {
  const i = MONTHS.indexOf(name.slice(0, 3).toLowerCase())
  return i < 0 ? null : i + 1
}

/**
 * A date as YYYY-MM-DD. Numeric day-first notations: `DD.MM.YYYY` is day first; `NN/NN/YYYY` is
 * month first unless the first number cannot be a month.
 */
export function parseDate(raw: string): string | null {
  const s = raw.trim()
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s)
  if (m) return iso(+m[1], +m[2], +m[3])
  m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/.exec(s)
  if (m) {
    const [a, b, y] = [+m[1], +m[3], +m[4]]
    const dayFirst = m[2] !== '/' || a > 12
    return dayFirst ? iso(y, b, a) : iso(y, a, b)
  }
  m = /^(\d{1,2})[\s-]+([A-Za-z]{3,9})\.?[\s-]+(\d{4})$/.exec(s)
  if (m) {
    const mo = month(m[2])
    return mo ? iso(+m[3], mo, +m[1]) : null
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(s)
  if (m) {
    const mo = month(m[1])
    return mo ? iso(+m[3], mo, +m[2]) : null
  }
  return null
}

/** An amount as a string with two decimals ('12,450.00' and '12.450,00' → '12450.00'). */
export function parseAmount(raw: string): string | null {
  let s = raw.replace(/[\s']/g, '')
  if (!/^\d[\d.,]*$/.test(s)) return null
  const lastDot = s.lastIndexOf('.')
  const lastComma = s.lastIndexOf(',')
  const decimalSep =
    lastComma > lastDot && s.length - lastComma <= 3
      ? ','
      : lastDot >= 0 && s.length - lastDot <= 3
        ? '.'
        : null
  if (decimalSep === ',') s = s.replace(/\./g, '').replace(',', '.')
  else if (decimalSep === '.') s = s.replace(/,/g, '')
  else s = s.replace(/[.,]/g, '')
  const n = Number(s)
  return Number.isFinite(n) ? n.toFixed(2) : null
}

export const CURRENCIES = [
  'USD',
  'EUR',
  'CNY',
  'RMB',
  'GBP',
  'JPY',
  'CAD',
  'HKD',
  'SGD',
  'AUD',
  'KRW',
  'INR',
  'MXN',
  'CHF',
  'TWD',
  'VND',
  'THB'
]
const SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' }

/** ISO 4217 code of a code or symbol ('RMB' is written CNY). */
export function parseCurrency(raw: string | undefined | null): string | null {
  if (!raw) return null
  const s = raw.trim().toUpperCase()
  if (SYMBOLS[s]) return SYMBOLS[s]
  if (s === 'RMB') return 'CNY'
  return CURRENCIES.includes(s) ? s : null
}

/** Every container number in the text with a valid ISO 6346 check digit, once, normalized. */
export function findContainerNumbers(text: string): string[] {
  const out = new Set<string>()
  const re = /\b([A-Z]{3}[UJZ])[\s-]?(\d{6})[\s-]?(\d)\b/gi
  for (const m of text.matchAll(re)) {
    const n = normalizeContainerNumber(m[1] + m[2] + m[3])
    if (isValidContainerNumber(n)) out.add(n)
  }
  return [...out]
}
