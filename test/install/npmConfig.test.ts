import { execFile, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'

const run = promisify(execFile)

/** npm as a person runs it in the checkout (the project's .npmrc and package.json apply). */
const npm = (...args: string[]) => run('npm', args, { env: { ...process.env, NO_COLOR: '1' } })

/** The machine's own Node and npm (Debian 13 ships Node 20), when older than engines. */
const OLD_PATH = '/usr/bin:/bin'
const noOldNode = ((): string | null => {
  const r = spawnSync('node', ['--version'], { encoding: 'utf8', env: { PATH: OLD_PATH } })
  if (r.error || r.status !== 0) return 'no node in /usr/bin'
  const [major, minor] = r.stdout.trim().slice(1).split('.').map(Number)
  const [wantMajor, wantMinor] = pkg.engines.node.slice(2).split('.').map(Number)
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor))
    return `the machine's node ${r.stdout.trim()} is not older than engines ${pkg.engines.node}`
  return null
})()
if (noOldNode) console.warn(`SKIPPED: npm install on an old Node cannot be tried: ${noOldNode}`)

describe('installing the project', () => {
  it('asks npm to refuse a Node older than engines', async () => {
    const { stdout } = await npm('config', 'get', 'engine-strict')
    expect(stdout.trim()).toBe('true')
  })

  it.skipIf(noOldNode)(
    'stops npm install on the machine Node older than engines, with one EBADENGINE error',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'dropdock-old-node-'))
      try {
        for (const f of ['package.json', 'package-lock.json', '.npmrc'])
          copyFileSync(f, join(dir, f))
        const r = spawnSync('npm', ['install', '--ignore-scripts', '--dry-run', '--no-audit'], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, PATH: OLD_PATH, NO_COLOR: '1' }
        })
        expect(r.status).not.toBe(0)
        expect(r.stderr).toContain('npm error code EBADENGINE')
        expect(r.stderr).toContain(`Required: {"node":"${pkg.engines.node}"}`)
        expect(r.stderr).not.toMatch(/npm warn EBADENGINE/)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  )

  it('leaves no dependency install script unreviewed', async () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>
    }
    const withScripts = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
    const reviewed = (pkg as { allowScripts?: Record<string, boolean> }).allowScripts ?? {}
    expect(withScripts.filter((name) => !(name in reviewed))).toEqual([])
    // npm's own reading of the installed tree agrees: no "install-scripts" warning at install.
    const { stdout } = await npm('install-scripts', 'ls')
    expect(stdout.trim()).toBe('No packages with unreviewed install scripts.')
  })
})
