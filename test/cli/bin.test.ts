import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pkg from '../../package.json'

const BIN = resolve(pkg.bin.dropdock)

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-bin-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

function runIn(cwd: string, command: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, DROPDOCK_BASE_URL: '', DROPDOCK_API_KEY: '', INIT_CWD: '' },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.on('exit', (code) => done({ code, stdout, stderr }))
  })
}

describe('bin/dropdock.mjs', () => {
  it("is package.json's dropdock command and answers --help", async () => {
    const r = await runIn(dir, BIN, ['--help'])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^Usage: dropdock <command>/)
  })

  it("linked elsewhere (as npm link does), reads relative paths in the caller's folder", async () => {
    const scans = join(dir, 'scans')
    const globalBin = join(dir, 'global-bin')
    await mkdir(scans)
    await mkdir(globalBin)
    await symlink(BIN, join(globalBin, 'dropdock'))
    // A tsconfig in the caller's folder (this one breaks a plain `tsx` run) is not the CLI's.
    await writeFile(join(scans, 'tsconfig.json'), '{"extends":"./missing.json"}')
    const r = await runIn(scans, join(globalBin, 'dropdock'), [
      'upload',
      'invoice.pdf',
      '--json',
      '--state',
      'state'
    ])
    expect(r.code).toBe(5)
    const events = r.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { event: string; path?: string; state?: string })
    expect(events.find((e) => e.event === 'file')).toMatchObject({
      path: join(scans, 'invoice.pdf'),
      state: 'missing'
    })
    const status = await runIn(scans, join(globalBin, 'dropdock'), ['status', '--state', 'state'])
    expect(status.code).toBe(0)
    expect(status.stdout).not.toContain('Nothing sent yet')
  })
})
