import type { IntakeError } from '@shared/intake'

const DEFAULT_WAIT_SECONDS = 60

/**
 * Seconds to wait after a rate-limited answer, read from what main said: bare seconds in the
 * detail, or a sentence such as "retry after 12 s" or "asked to wait 12 s" (the service client's
 * wording). Without either, wait a minute.
 */
export function retryAfterSeconds(error: Pick<IntakeError, 'message' | 'detail'>): number {
  for (const text of [error.detail, error.message]) {
    if (!text) continue
    const bare = text.trim()
    if (/^\d+(\.\d+)?$/.test(bare)) return Math.max(1, Math.ceil(Number(bare)))
    const match = /(?:retry[- ]after|wait)\D{0,3}(\d+(?:\.\d+)?)/i.exec(text)
    if (match) return Math.max(1, Math.ceil(Number(match[1])))
  }
  return DEFAULT_WAIT_SECONDS
}
