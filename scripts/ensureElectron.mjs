/**
 * Makes sure Electron's binary is on disk before `electron-vite dev` / `preview` needs it.
 *
 * Electron 45 no longer downloads its binary when npm installs it: `require('electron')` does,
 * the first time it runs. electron-vite never requires it; it only reads
 * node_modules/electron/path.txt and fails with "Electron uninstall" and a stack trace when that
 * file is missing. So on a fresh clone this step runs the electron package's own installer
 * (its install.js, also `npx install-electron`) first, and when that cannot download (offline,
 * a proxy) it prints one line saying what failed and how to retry, and exits 1.
 *
 * Usage: node scripts/ensureElectron.mjs   (run by `npm start` and `npm run dev`)
 * Exit codes: 0 the binary is there, 1 it is not and could not be fetched.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The oldest Node that Electron 45's installer (and its ESM dependency @electron/get) runs on. */
export const MIN_NODE = [22, 12]

const RETRY = 'npx install-electron'

/** True when `version` (e.g. "22.11.0" or "v24.1.0") is at least MIN_NODE. */
export function nodeIsRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number)
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])
}

/**
 * Whether the electron package in `electronDir` has its binary, judged the way its own
 * install.js and electron-vite judge it: path.txt names an executable under dist/ that exists,
 * and dist/version is the package's version. ELECTRON_EXEC_PATH, which electron-vite honours
 * instead, counts when the file it names exists.
 */
export function electronInstalled(electronDir, env = process.env) {
  if (env.ELECTRON_EXEC_PATH) return existsSync(env.ELECTRON_EXEC_PATH)
  try {
    const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'))
    const executable = readFileSync(join(electronDir, 'path.txt'), 'utf8')
    const distVersion = readFileSync(join(electronDir, 'dist', 'version'), 'utf8')
    return (
      distVersion.trim().replace(/^v/, '') === version &&
      existsSync(join(electronDir, 'dist', executable))
    )
  } catch {
    return false
  }
}

/**
 * The reason an installer run gave, from what it wrote to stderr: install.js prints the error's
 * stack, whose first line is "TypeError: fetch failed" or "HTTPError: Response code 404 …".
 */
export function installerReason(stderr) {
  const line = stderr
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('at '))
  return line ? line.replace(/^[A-Za-z]*Error: /, '') : 'the installer gave no reason'
}

/**
 * Runs the electron package's own installer in a child Node, its progress shown, its stderr kept
 * for the reason of a failure (never shown whole: it is a stack trace).
 */
export function runElectronInstaller(electronDir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(electronDir, 'install.js')], {
      stdio: ['ignore', 'inherit', 'pipe']
    })
    let stderr = ''
    child.stderr.on('data', (c) => (stderr += c.toString()))
    child.on('error', (err) => resolve({ ok: false, reason: err.message }))
    child.on('close', (code) =>
      resolve(code === 0 ? { ok: true } : { ok: false, reason: installerReason(stderr) })
    )
  })
}

/**
 * Fetches Electron's binary when it is missing. Returns the exit code; writes at most one line
 * to `out` (what it is doing) and one to `err` (why it could not). `install` is the download
 * (runElectronInstaller outside tests).
 */
export async function ensureElectron({
  electronDir,
  env = process.env,
  nodeVersion = process.versions.node,
  install = runElectronInstaller,
  out = (line) => process.stdout.write(`${line}\n`),
  err = (line) => process.stderr.write(`${line}\n`)
}) {
  if (electronInstalled(electronDir, env)) return 0
  const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'))
  if (!nodeIsRecentEnough(nodeVersion)) {
    err(
      `Electron ${version}'s binary is missing and its installer needs Node ≥ ${MIN_NODE.join('.')} ` +
        `(this is Node ${nodeVersion.replace(/^v/, '')}): install Node 24 LTS, then run "npm start" again.`
    )
    return 1
  }
  out(`Electron ${version}'s binary is missing; downloading it once with "${RETRY}"…`)
  const result = await install(electronDir)
  if (result.ok && electronInstalled(electronDir, env)) return 0
  const reason = result.ok ? 'the installer ended without writing the binary' : result.reason
  err(
    `Could not download Electron ${version} (${reason}). Once online, run "${RETRY}" ` +
      `(behind a proxy: set HTTPS_PROXY and ELECTRON_GET_USE_PROXY=1 first), then start again.`
  )
  return 1
}

/** The electron package's folder, found without loading the package (that would download). */
export function findElectronDir(from = import.meta.url) {
  return dirname(createRequire(from).resolve('electron/package.json'))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let electronDir
  try {
    electronDir = findElectronDir()
  } catch {
    process.stderr.write('The electron package is not installed: run "npm install" first.\n')
    process.exit(1)
  }
  process.exitCode = await ensureElectron({ electronDir })
}
