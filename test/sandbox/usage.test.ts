import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseCli } from '../../src/sandbox/cliArgs'
import { routeTable } from '../../src/sandbox/routeList'
import { routeModules } from '../../src/sandbox/routeModules'

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

  describe('routes', () => {
    it('--help and docs/sandbox.md list every route the sandbox registers, one line a path', async () => {
      const table = routeTable()
      expect(table).toContain(`GET${' '.repeat(table[0].indexOf('/') - 3)}/v2/search`)
      const { stdout } = await run(process.execPath, [
        '--import',
        'tsx',
        resolve('src/sandbox/main.ts'),
        '--help'
      ])
      const help = stdout.slice(stdout.indexOf('\nRoutes it answers'))
      const helpLines = [...help.matchAll(/^ {2}([A-Z][A-Z ]+ {2}\/\S*)$/gm)].map((m) => m[1])
      expect(helpLines).toEqual(table)
      const page = readFileSync('docs/sandbox.md', 'utf8')
      expect(page).toContain('\n## Routes\n')
      const section = page.slice(page.indexOf('\n## Routes\n'))
      const start = section.indexOf('```text\n') + 8
      const block = section.slice(start, section.indexOf('\n```\n', start))
      expect(block.split('\n')).toEqual(table)
      // Every registered route is listed under its path.
      const paths = new Set(table.map((l) => l.split(/ {2,}/)[1]))
      for (const def of routeModules.flat()) {
        const prefix = { api: '/v2', app: '/app', root: '' }[def.mount ?? 'api']
        expect(paths.has(`${prefix}${def.path}`.replace(/:(\w+)/g, '{$1}'))).toBe(true)
      }
    })
  })
})
