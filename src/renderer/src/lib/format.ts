const UNITS = ['B', 'KB', 'MB', 'GB', 'TB']

/** Human file size with one decimal above a kilobyte ("1.4 MB"). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** Time of day for today, otherwise a short date and time: what an inbox row needs. */
export function formatWhen(iso: string | null | undefined, now = new Date()): string {
  const date = parse(iso)
  if (!date) return '—'
  const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
  if (date.toDateString() === now.toDateString()) return time
  return `${date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} ${time}`
}

/** Full date and time with seconds, for timelines. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso)
  if (!date) return '—'
  return date.toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit'
  })
}

/** A calendar date (ETA, last free day) without the time zone shifting the day. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—'
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : parse(iso)
  if (!day) return iso
  return day.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
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
