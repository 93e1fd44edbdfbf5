import { execFile } from 'node:child_process'
import { chmod, copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pkg from '../../package.json'
// @ts-expect-error: a build script without declarations; its one export is typed below.
import { buildCli as buildCliUntyped } from '../../scripts/buildCli.mjs'

const buildCli = buildCliUntyped as (outDir: string, o: { carry: boolean }) => Promise<string>
const run = promisify(execFile)

let app: string
beforeAll(async () => {
  // The installed app's layout on Linux: the launcher next to the executable, the command line
  // in resources/cli with the packages pdf.js needs carried in.
  app = await mkdtemp(join(tmpdir(), 'dropdock-launcher-'))
  await buildCli(join(app, 'resources/cli'), { carry: true })
  await copyFile('build/launchers/dropdock-cli', join(app, 'dropdock-cli'))
  await chmod(join(app, 'dropdock-cli'), 0o755)
}, 120_000)
afterAll(async () => {
  if (app) await rm(app, { recursive: true, force: true })
})

const env = (extra: NodeJS.ProcessEnv = {}) => ({
  PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
  HOME: app,
  ...extra
})

describe('the dropdock-cli launcher next to the installed executable', () => {
  it("runs the app's command line with the machine's Node", async () => {
    const { stdout } = await run(join(app, 'dropdock-cli'), ['--version'], { env: env() })
    expect(stdout).toBe(`${pkg.version}\n`)
  })

  it('says which Node it needs when the one found is too old', async () => {
    const old = join(app, 'old-node')
    await writeFile(
      old,
      '#!/bin/sh\n# stands for a Node older than 22.12: its version check fails\nexit 1\n'
    )
    await chmod(old, 0o755)
    const failed = await run(join(app, 'dropdock-cli'), ['--version'], {
      env: env({ DROPDOCK_NODE: old })
    }).catch((err: { code: number; stderr: string }) => err)
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toMatch(/needs Node\.js 22\.12 or newer/)
  })

  it('says so when the command line is missing from the installation', async () => {
    const bare = join(app, 'bare')
    await mkdir(bare)
    await copyFile(join(app, 'dropdock-cli'), join(bare, 'dropdock-cli'))
    const failed = await run(join(bare, 'dropdock-cli'), ['--version'], { env: env() }).catch(
      (err: { code: number; stderr: string }) => err
    )
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toMatch(/missing from this installation/)
  })
})
