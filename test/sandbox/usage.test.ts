import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseCli } from '../../src/sandbox/cliArgs'

const run = promisify(execFile)

describe('sandbox main.ts', () => {
  describe('--help', () => {
    it('prints every flag the sandbox takes, starts no server, exits 0', async () => {
      const { stdout } = await run(process.execPath, [
        '--import',
        'tsx',
        resolve('src/sandbox/main.ts'),
        '--help'
      ])
      expect(stdout).toMatch(/^Usage: npm run sandbox -- \[options\]/)
      expect(stdout).not.toMatch(/sandbox ready base_url=http/)
      const documented = [...stdout.matchAll(/^ {2}(--[a-z-]+)/gm)].map((m) => m[1])
      expect(stdout).toMatch(/^ {2}-h, --help +this text$/m)
      // Every option cliArgs.ts declares is documented, and every documented one is real.
      const declared = [
        ...readFileSync('src/sandbox/cliArgs.ts', 'utf8').matchAll(/^\s+'?([a-z-]+)'?: \{ type:/gm)
      ].map((m) => `--${m[1]}`)
      expect(declared.length).toBeGreaterThan(5)
      expect([...documented].sort()).toEqual([...declared].sort())
      // A boolean flag refuses the '1' as an extra argument, never as an unknown option.
      for (const flag of documented)
        expect(() => parseCli([flag, '1'])).not.toThrow(/Unknown option/)
    })
  })
})
