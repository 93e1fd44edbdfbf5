/**
 * Builds the command line as a package of its own (`out/cli` unless told otherwise): the CLI,
 * the embedded sandbox's process and its PDF thread, and the engine's PDF cutting and separator
 * threads, bundled by esbuild into plain ES modules that Node ≥ 22.12 runs without tsx or a
 * checkout (zxing-wasm's reader bundled too, its .wasm copied beside the separator thread, which
 * looks there first). pdf.js, the one package the PDF threads load at run time (with its fonts,
 * and @napi-rs/canvas, the prebuilt native helper it needs in Node to read text at all), stays a
 * package of its own. `--carry` copies those packages in from
 * this checkout, built for this machine's platform: the desktop app's installers carry that
 * folder (electron-builder.yml, extraResources), since a plain Node cannot read them from the
 * app's asar, and the npm package bundles them, so `npm install -g` of it needs no registry
 * (offices whose scan stations reach none) and refuses another platform by name.
 *
 * Usage: node scripts/buildCli.mjs [--carry] [OUT_DIR] (npm run build:cli and npm run pack:cli,
 * which packs it into dist/, both carry them).
 */
import { build } from 'esbuild'
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** What of pdf.js the sandbox's PDF thread reads: the Node build and the standard fonts. */
const PDFJS_PARTS = [
  'package.json',
  'LICENSE',
  'legacy/build/pdf.mjs',
  'legacy/build/pdf.worker.mjs',
  'standard_fonts'
]

/** The packages pdf.js loads in Node, as installed in this checkout for this platform. */
async function carryDependencies(outDir) {
  const modules = join(root, 'node_modules')
  const into = join(outDir, 'node_modules')
  for (const part of PDFJS_PARTS) {
    await cp(join(modules, 'pdfjs-dist', part), join(into, 'pdfjs-dist', part), {
      recursive: true
    })
  }
  for (const name of await readdir(join(modules, '@napi-rs'))) {
    if (name === 'canvas' || name.startsWith('canvas-')) {
      await cp(join(modules, '@napi-rs', name), join(into, '@napi-rs', name), { recursive: true })
    }
  }
}

/**
 * Bundled CommonJS dependencies call require() for Node's own modules; an ES module has none,
 * so each output file gets one made for it.
 */
const REQUIRE_SHIM =
  "import { createRequire as __dropdockRequire } from 'node:module';\n" +
  'const require = __dropdockRequire(import.meta.url);'

export async function buildCli(outDir = join(root, 'out/cli'), { carry = false } = {}) {
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'))
  const pdfjs = JSON.parse(
    await readFile(join(root, 'node_modules/pdfjs-dist/package.json'), 'utf8')
  )
  await rm(outDir, { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: {
      // The file names the code looks for beside itself: sandbox/process/sandboxProcess.ts
      // starts ./sandboxChild.js, sandbox/processing/pdfReader.ts ./pdfWorker.js, the engine's
      // split/cutter.ts ./cutWorker.js and separators/detect.ts ./detectWorker.js.
      dropdock: 'src/cli/main.ts',
      sandboxChild: 'src/sandbox/sandboxChild.ts',
      pdfWorker: 'src/sandbox/processing/pdfWorker.ts',
      cutWorker: 'src/engine/split/cutWorker.ts',
      detectWorker: 'src/engine/separators/detectWorker.ts'
    },
    outdir: outDir,
    bundle: true,
    // Commands are imported when they run: `dropdock --version` loads none of them.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    external: ['pdfjs-dist'],
    // src/cli/version.ts: the bundle has no package.json two folders up to read it from.
    define: { DROPDOCK_VERSION: JSON.stringify(pkg.version) },
    banner: { js: `#!/usr/bin/env node\n${REQUIRE_SHIM}` },
    legalComments: 'linked',
    logLevel: 'warning'
  })
  await cp(
    join(root, 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'),
    join(outDir, 'zxing_reader.wasm')
  )
  if (carry) await carryDependencies(outDir)
  const manifest = {
    name: 'dropdock',
    version: pkg.version,
    description: `${pkg.description} The command line.`,
    license: pkg.license,
    type: 'module',
    bin: { dropdock: 'dropdock.js' },
    engines: pkg.engines,
    dependencies: { 'pdfjs-dist': pdfjs.version },
    // Carried, pdf.js and its native helper are this machine's: npm packs them in (with the
    // helper, which pdf.js depends on) and installs on this platform only.
    ...(carry
      ? { bundleDependencies: ['pdfjs-dist'], os: [process.platform], cpu: [process.arch] }
      : {})
  }
  await writeFile(join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return outDir
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const dir = args.find((a) => !a.startsWith('--'))
  const out = await buildCli(dir ? resolve(dir) : undefined, { carry: args.includes('--carry') })
  process.stdout.write(`command line built in ${out}\n`)
}
