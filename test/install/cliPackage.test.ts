import { execFile, spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pkg from '../../package.json'
// @ts-expect-error: a build script without declarations; its one export is typed below.
import { buildCli as buildCliUntyped } from '../../scripts/buildCli.mjs'
import { startSandbox } from '../../src/sandbox/index'
import { generateFixtures, type Fixtures } from '../fixtures/generate'

const buildCli = buildCliUntyped as (outDir: string, o: { carry: boolean }) => Promise<string>

const run = promisify(execFile)

let dir: string
let dropdock: string
let otherTarball: string
let fixtures: Fixtures
let sandbox: Awaited<ReturnType<typeof startSandbox>>

/**
 * The machine's PATH with only Node's own folder before it: no checkout's node_modules/.bin (tsx,
 * esbuild) on it, nothing preloaded.
 */
function bareEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: dir,
    LANG: 'C.UTF-8',
    ...extra
  }
}

function dropdockIn(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(dropdock, args, {
      cwd,
      env: bareEnv(env),
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.on('exit', (code) => done({ code, stdout, stderr }))
  })
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-package-'))
  const built = await buildCli(join(dir, 'build'), { carry: true })
  await run('npm', ['pack', built, '--pack-destination', dir, '--silent'])
  const tarball = (await readdir(dir)).find((f) => f.endsWith('.tgz'))!
  // Offline, with a cache of its own: pdf.js and its canvas helper come in the package, so a scan
  // station that reaches no registry installs it as well as this machine does.
  await run('npm', [
    'install',
    '-g',
    '--prefix',
    join(dir, 'prefix'),
    join(dir, tarball),
    '--offline',
    '--cache',
    join(dir, 'npm-cache'),
    '--no-audit',
    '--no-fund'
  ])
  // The same package as packed on a machine of another platform: its canvas helper is not ours.
  const manifestPath = join(built, 'package.json')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { os: string[] }
  manifest.os = [process.platform === 'win32' ? 'darwin' : 'win32']
  await writeFile(manifestPath, JSON.stringify(manifest))
  await mkdir(join(dir, 'other'))
  await run('npm', ['pack', built, '--pack-destination', join(dir, 'other'), '--silent'])
  otherTarball = join(dir, 'other', tarball)
  await rm(built, { recursive: true, force: true })
  dropdock = join(dir, 'prefix/bin/dropdock')
  fixtures = await generateFixtures(join(dir, 'scans'))
  sandbox = await startSandbox({ log: () => undefined })
}, 240_000)

afterAll(async () => {
  await sandbox?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the command line packed by npm pack and installed with npm install -g', () => {
  it('answers --version with the package version', async () => {
    const r = await dropdockIn(dir, ['--version'])
    expect(r).toMatchObject({ code: 0, stdout: `${pkg.version}\n` })
  })

  it('is refused by npm, by platform, on a machine it was not packed for', async () => {
    const install = run('npm', [
      'install',
      '-g',
      '--prefix',
      join(dir, 'other-prefix'),
      otherTarball,
      '--offline',
      '--cache',
      join(dir, 'npm-cache'),
      '--no-audit',
      '--no-fund'
    ])
    await expect(install).rejects.toThrow(/Unsupported platform for dropdock/)
  }, 60_000)

  it('uploads to the standalone sandbox and shows the outcome in status', async () => {
    const service = { DROPDOCK_BASE_URL: sandbox.baseUrl, DROPDOCK_API_KEY: sandbox.apiKey }
    const up = await dropdockIn(
      dir,
      ['upload', fixtures.invoiceTxt, '--json', '--state', 'state'],
      service
    )
    expect(up.stderr).toBe('')
    expect(up.code).toBe(0)
    const file = up.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { event: string; state?: string; document_id?: string })
      .find((e) => e.event === 'file')
    expect(file).toMatchObject({ state: 'extracted' })
    const status = await dropdockIn(dir, ['status', '--json', '--state', 'state'])
    expect(status.code).toBe(0)
    expect(status.stdout).toContain(file!.document_id!)
  }, 60_000)

  it('reads a PDF with the embedded sandbox: its process and pdf.js come in the package', async () => {
    const up = await dropdockIn(dir, ['upload', fixtures.invoicePdf, '--json', '--state', 'own'])
    expect(up.code).toBe(0)
    const file = up.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { event: string; state?: string; document_type?: string })
      .find((e) => e.event === 'file')
    expect(file).toMatchObject({ state: 'extracted' })
  }, 60_000)
})
