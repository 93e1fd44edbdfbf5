/**
 * Numbers, sizes, dates and times in the window's language, through Intl. Every function takes
 * the locale (vue-i18n's `locale`); formatters are built once per locale and style.
 */

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

/** A count as the locale writes it: "1,234", "1.234", "1234". */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value)
}

/**
 * Named values for a plural message: the count picks the form, `{n}` shows it in the locale.
 * `t('shell.progress.attention', counted(3, locale), 3)`.
 */
export function counted(count: number, locale: string): { n: string } {
  return { n: formatNumber(count, locale) }
}

/** A whole percentage 0–100 as the locale writes it: "42%", "42 %". */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/**
 * Human file size with one decimal above a kilobyte: "1.4 MB", "1,4 MB". Decimal units
 * (1 kB = 1000 bytes), as Intl names them.
 */
export function formatBytes(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000
    unit++
  }
  const digits = unit === 0 ? 0 : 1
  return numberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits
  }).format(value)
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Time of day: "9:05 AM", "09:05". */
export function formatTime(iso: string | null | undefined, locale: string): string {
  const date = parse(iso)
  if (!date) return '—'
  return dateFormat(locale, { timeStyle: 'short' }).format(date)
}

/** Time of day for today, otherwise a short date and time: what an inbox row needs. */
export function formatWhen(
  iso: string | null | undefined,
  locale: string,
  now = new Date()
): string {
  const date = parse(iso)
  if (!date) return '—'
  if (date.toDateString() === now.toDateString()) return formatTime(iso, locale)
  return dateFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit'
  }).format(date)
}

/** Full date and time with seconds, for timelines. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  const date = parse(iso)
  if (!date) return '—'
  return dateFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit'
  }).format(date)
}

/** A calendar date (ETA, last free day) without the time zone shifting the day. */
export function formatDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '—'
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : parse(iso)
  if (!day) return iso
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(day)
}

/** "pickup_lfd" → "Pickup lfd": a label for a key the service gave no title for. */
export function humanize(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/** Percent 0–100 of done over total, 0 when there is nothing. */
export function percent(done: number, total: number): number {
  if (total <= 0) return 0
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)))
}
