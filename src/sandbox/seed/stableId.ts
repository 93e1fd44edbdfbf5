import { createHash } from 'node:crypto'

/**
 * A UUID-shaped id (version 5 layout) derived from the given parts, so seeded and simulated
 * resources get the same ids on every run and tests can name them.
 */
export function stableUuid(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('\u0000')).digest('hex')
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    '5' + hex.slice(13, 16),
    variant + hex.slice(17, 20),
    hex.slice(20, 32)
  ].join('-')
}
