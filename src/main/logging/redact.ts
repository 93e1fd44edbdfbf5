/**
 * Secret removal for everything main writes or sends: the known keys, and anything that looks
 * like an Authorization header value even when the key is not known (a key typed but not saved).
 */
import { redactSecret } from '../../engine/client/redact'

const MASK = '[redacted]'
const AUTH_HEADER = /(authorization["']?\s*[:=]\s*["']?(?:token|bearer)\s+)[^\s"',;]+/gi

/** Text without any of `secrets` (also URL-encoded) and without Authorization values. */
export function redactText(text: string, secrets: readonly string[]): string {
  const out = secrets.reduce(redactSecret, text)
  return out.replace(AUTH_HEADER, `$1${MASK}`)
}

/** Any log argument made safe: Errors and objects become redacted text. */
export function redactValue(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return redactText(value, secrets)
  if (value instanceof Error)
    return redactText(value.stack ?? `${value.name}: ${value.message}`, secrets)
  if (value && typeof value === 'object') {
    try {
      return redactText(JSON.stringify(value), secrets)
    } catch {
      return '[unserializable]'
    }
  }
  return value
}
