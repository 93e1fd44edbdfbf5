import type { IntakeError } from '@shared/intake'

const DEFAULT_WAIT_SECONDS = 60

/**
 * Seconds to wait after a rate-limited answer. Main puts the `Retry-After` seconds in the error's
 * detail (bare, or in a sentence like "retry after 12 s"); without either, wait a minute.
 */
export function retryAfterSeconds(error: Pick<IntakeError, 'message' | 'detail'>): number {
  for (const text of [error.detail, error.message]) {
    if (!text) continue
    const bare = text.trim()
    if (/^\d+(\.\d+)?$/.test(bare)) return Math.max(1, Math.ceil(Number(bare)))
    const match = /retry[- ]after\D{0,3}(\d+(?:\.\d+)?)/i.exec(text)
    if (match) return Math.max(1, Math.ceil(Number(match[1])))
  }
  return DEFAULT_WAIT_SECONDS
}
