import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './measure'
import { ROOT } from './processes'

const INDEX = join(ROOT, 'out/renderer-web/index.html')

/** The newest modification time of a file under `dir` (0 for a folder that is not there). */
function newestUnder(dir: string): number {
  if (!existsSync(dir)) return 0
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/**
 * Builds the renderer as a web page, as the browser tests use it, unless a build newer than
 * every file of the renderer and of src/shared is there already: a benchmark measures the code
 * as it is, never a build left from before a change.
 */
export async function ensureWebRenderer(): Promise<void> {
  if (existsSync(INDEX)) {
    const sources = Math.max(
      newestUnder(join(ROOT, 'src/renderer')),
      newestUnder(join(ROOT, 'src/shared'))
    )
    if (statSync(INDEX).mtimeMs > sources) return
  }
  await run(process.execPath, [
    join(ROOT, 'node_modules/vite/bin/vite.js'),
    'build',
    '--config',
    join(ROOT, 'vite.renderer.config.ts'),
    '--logLevel',
    'warn'
  ])
}
