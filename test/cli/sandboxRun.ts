import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { startSandbox, type SandboxOptions } from '../../src/sandbox/index'
import { generateFixtures, type Fixtures } from '../fixtures/generate'

type Sandbox = Awaited<ReturnType<typeof startSandbox>>

/**
 * A temp folder and a standalone sandbox for one CLI test file, opened in its beforeAll and
 * removed in its afterAll (the sample documents too, with `fixtures`). Read the fields inside
 * tests and hooks only: they are set once the file's beforeAll has run.
 */
export function useSandboxRun(
  name: string,
  opts: { sandbox?: SandboxOptions; fixtures?: boolean } = {}
) {
  let dir = ''
  let sandbox: Sandbox | undefined
  let fixtures: Fixtures | undefined
  let states = 0
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `dropdock-cli-${name}-`))
    if (opts.fixtures) fixtures = await generateFixtures(join(dir, 'fixtures'))
    sandbox = await startSandbox({ log: () => undefined, ...opts.sandbox })
  })
  afterAll(async () => {
    await sandbox?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })
  return {
    get dir(): string {
      return dir
    },
    get sandbox(): Sandbox {
      return sandbox!
    },
    get fixtures(): Fixtures {
      return fixtures!
    },
    /** A state folder no other test of the file uses. */
    stateDir: (): string => join(dir, `state-${++states}`),
    /** The options that point a command at this sandbox. */
    service: (): string[] => ['--base-url', sandbox!.baseUrl, '--api-key', sandbox!.apiKey]
  }
}
