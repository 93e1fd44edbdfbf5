const MASK = '[redacted]'

/**
 * Removes a secret from text the server or the network stack produced. Servers do echo what
 * they were sent (an HTML error page quoting the Authorization header is not unusual), so every
 * string that leaves the client passes through here.
 */
export function redactSecret(text: string, secret: string): string {
  if (!secret) return text
  let out = text.split(secret).join(MASK)
  const encoded = encodeURIComponent(secret)
  if (encoded !== secret) out = out.split(encoded).join(MASK)
  return out
}

/** Deep copy of JSON-like data with the secret removed from every string. */
export function redactDeep<T>(value: T, secret: string): T {
  if (!secret) return value
  if (typeof value === 'string') return redactSecret(value, secret) as T
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, secret)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[redactSecret(k, secret)] = redactDeep(v, secret)
    return out as T
  }
  return value
}
