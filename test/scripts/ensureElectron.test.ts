import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  electronInstalled,
  ensureElectron,
  runElectronInstaller,
  type InstallResult
} from '../../scripts/ensureElectron.mjs'

// A stand-in for node_modules/electron in a temp folder: the real package is never loaded and
// its installer never runs (it would download).
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-electron-'))
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'electron', version: '45.4.1' })
  )
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** What install.js leaves behind when its download works. */
async function writeBinary(version = 'v45.4.1'): Promise<void> {
  await mkdir(join(dir, 'dist'), { recursive: true })
  await writeFile(join(dir, 'dist', 'electron'), '')
  await writeFile(join(dir, 'dist', 'version'), version)
  await writeFile(join(dir, 'path.txt'), 'electron')
}

function run(install: (d: string) => Promise<InstallResult>, nodeVersion = '24.11.0') {
  const out: string[] = []
  const err: string[] = []
  let installs = 0
  const code = ensureElectron({
    electronDir: dir,
    env: {},
    nodeVersion,
    install: (d) => {
      installs++
      return install(d)
    },
    out: (l) => out.push(l),
    err: (l) => err.push(l)
  })
  return code.then((c) => ({ code: c, out, err, installs }))
}

describe('ensureElectron', () => {
  describe('ensureElectron()', () => {
    it('does nothing and says nothing when the binary is there', async () => {
      await writeBinary()
      const r = await run(() => Promise.reject(new Error('must not download')))
      expect(r).toEqual({ code: 0, out: [], err: [], installs: 0 })
    })

    it('runs the installer once when the binary is missing, and goes on when it worked', async () => {
      const r = await run(async () => {
        await writeBinary()
        return { ok: true }
      })
      expect(r.code).toBe(0)
      expect(r.installs).toBe(1)
      expect(r.out).toHaveLength(1)
      expect(r.out[0]).toContain('Electron 45.4.1')
      expect(r.err).toEqual([])
    })

    it('offline: prints one line naming the failure and the retry command, exits 1', async () => {
      const r = await run(async () => ({ ok: false, reason: 'fetch failed' }))
      expect(r.code).toBe(1)
      expect(r.err).toHaveLength(1)
      expect(r.err[0]).toMatch(/^Could not download Electron 45\.4\.1 \(fetch failed\)\./)
      expect(r.err[0]).toContain('"npx install-electron"')
      expect(r.err[0]).not.toContain('\n')
      expect(electronInstalled(dir, {})).toBe(false)
    })

    it('fails when the installer says it worked but left no binary', async () => {
      const r = await run(async () => ({ ok: true }))
      expect(r.code).toBe(1)
      expect(r.err[0]).toContain('without writing the binary')
    })

    it('downloads again when the binary on disk is of another Electron version', async () => {
      await writeBinary('v44.0.0')
      const r = await run(async () => {
        await writeBinary()
        return { ok: true }
      })
      expect(r).toMatchObject({ code: 0, installs: 1 })
    })

    it('on a Node older than 22.12 says so instead of running an installer that cannot run', async () => {
      const r = await run(() => Promise.reject(new Error('must not download')), '20.19.0')
      expect(r).toMatchObject({ code: 1, installs: 0, out: [] })
      expect(r.err).toHaveLength(1)
      expect(r.err[0]).toContain('Node ≥ 22.12')
      expect(r.err[0]).toContain('Node 20.19.0')
    })
  })

  describe('electronInstalled()', () => {
    it('honours ELECTRON_EXEC_PATH as electron-vite does', async () => {
      const exe = join(dir, 'my-electron')
      expect(electronInstalled(dir, { ELECTRON_EXEC_PATH: exe })).toBe(false)
      await writeFile(exe, '')
      expect(electronInstalled(dir, { ELECTRON_EXEC_PATH: exe })).toBe(true)
    })
  })

  describe('runElectronInstaller()', () => {
    it("keeps the first line of the installer's stack trace as the reason", async () => {
      await writeFile(
        join(dir, 'install.js'),
        "console.error('TypeError: fetch failed\\n    at node:internal/deps/undici:1:1')\nprocess.exit(1)\n"
      )
      expect(await runElectronInstaller(dir)).toEqual({ ok: false, reason: 'fetch failed' })
    })

    it('reports success when the installer exits 0', async () => {
      await writeFile(join(dir, 'install.js'), 'process.exit(0)\n')
      expect(await runElectronInstaller(dir)).toEqual({ ok: true })
    })
  })
})
