import { gzipSync } from 'node:zlib'

let cached: Buffer | null = null

/**
 * 32 MiB of `[[[…]]]` (16 Mi arrays inside one another: valid JSON), gzipped to about 32 KB:
 * what a hostile or broken service can answer any request with. Made once per test file.
 */
export function nestedGzipBomb(): Buffer {
  const half = 16 * 1024 * 1024
  cached ??= gzipSync(Buffer.from('['.repeat(half) + ']'.repeat(half)), { level: 9 })
  return cached
}
