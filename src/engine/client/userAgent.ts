import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The name package.json gives the app: the file found walking up must be ours. */
const PACKAGE_NAME = 'dropdock'

let cached: string | undefined

/**
 * The app's version, read once from its package.json: the nearest one above this module named
 * `dropdock`, so the same code finds it from the source (CLI, tests), from out/main (the built
 * app) and inside the packaged app's archive.
 */
export function appVersion(): string {
  if (cached !== undefined) return cached
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown }
      if (pkg.name === PACKAGE_NAME && typeof pkg.version === 'string') {
        cached = pkg.version
        return cached
      }
    }
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`no package.json named ${PACKAGE_NAME} above ${dir}`)
    dir = parent
  }
}

/** The User-Agent a host sends: its product name and the app's version (`Dropdock/0.1.0`). */
export function userAgent(product: 'Dropdock' | 'Dropdock-CLI'): string {
  return `${product}/${appVersion()}`
}
