import { mkdir } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { build } from 'esbuild'
import { ROOT } from './root'

/**
 * V8 sizes the young generation differently in the app: Electron builds V8 with pointer
 * compression (since Electron 14), and V8 then caps new space at 32 MiB per semi-space
 * (`--scavenger-max-new-space-capacity-mb`, 32), where a Node without pointer compression, like
 * the one benchmarks run on, allows twice that. The children get Electron's cap. Objects are
 * still uncompressed here (pointers twice the size), so heap figures stay above the app's.
 */
export const APP_V8_FLAGS = ['--max-semi-space-size=32']

/** How bundled children run, for the report. */
export function appRuntime(): string {
  return `bundled, node ${process.version} ${APP_V8_FLAGS.join(' ')} (Electron's young generation)`
}

/** Where bundled children go: inside the repository, so their packages resolve from node_modules. */
const OUT_DIR = join(ROOT, 'bench', '.work', 'children')

/**
 * Bundles a bench child the way the app ships its main process (electron-vite: our code in one
 * JavaScript file, packages loaded from node_modules) and returns the file to run with plain
 * node. Run through tsx instead, the child would carry tsx's loader and compiled-source cache,
 * about 60 MiB of RSS (101 MiB against 42 for the same imports idle) that the app never has,
 * charged to the engine's memory figure.
 */
export async function bundleChild(
  script: string,
  opts: {
    alias?: Record<string, string>
    ext?: '.mjs' | '.js'
    /** Expressions replaced in the bundle (esbuild's define). */
    define?: Record<string, string>
  } = {}
): Promise<string> {
  await mkdir(OUT_DIR, { recursive: true })
  const outfile = join(OUT_DIR, basename(script).replace(/\.ts$/, opts.ext ?? '.mjs'))
  await build({
    ...(opts.alias ? { alias: opts.alias } : {}),
    ...(opts.define ? { define: opts.define } : {}),
    entryPoints: [join(ROOT, script)],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'error'
  })
  return outfile
}
