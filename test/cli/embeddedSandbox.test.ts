import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { captureIo } from './capture'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-embedded-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('cli embedded sandbox', () => {
  it('keeps one random sandbox key per state folder, readable by its owner only', async () => {
    const state = join(dir, 'state')
    const keyFile = join(state, 'sandbox-key.json')
    const run = async () => {
      const c = captureIo()
      expect(await runCli(['infer', 'MSCU6639870', '--state', state, '--json'], c.io)).toBe(0)
      expect(c.events()[0]).toMatchObject({ event: 'note', embedded: true })
      return (JSON.parse(await readFile(keyFile, 'utf8')) as { key: string }).key
    }
    const first = await run()
    expect(first).toMatch(/^sbx_local_[A-Za-z0-9_-]{32}$/)
    if (process.platform !== 'win32') expect((await stat(keyFile)).mode & 0o777).toBe(0o600)
    expect(await run()).toBe(first)
    const other = join(dir, 'other')
    const c = captureIo()
    await runCli(['infer', 'MSCU6639870', '--state', other, '--json'], c.io)
    const otherKey = JSON.parse(await readFile(join(other, 'sandbox-key.json'), 'utf8')) as {
      key: string
    }
    expect(otherKey.key).not.toBe(first)
  })
})
