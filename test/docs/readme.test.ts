import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { QUIET_LIMITS_MS } from '@shared/settingsSchema'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'
import { parseCliArgs } from '../../src/cli/args'
import { helpText } from '../../src/cli/help'
import { COMMANDS } from '../../src/cli/options'
import { EXIT } from '../../src/cli/exitCodes'
import { resolveFolder } from '../../src/engine/watch/folderConfig'

const README = readFileSync('README.md', 'utf8')

/** The text of one `## ` section of the README, up to the next one. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`)
  expect(start, `README has a "## ${title}" section`).toBeGreaterThan(-1)
  const end = README.indexOf('\n## ', start + 1)
  return README.slice(start, end === -1 ? undefined : end)
}

const CLI = section('Headless CLI')
const ALL_HELP = [helpText(), ...COMMANDS.map((c) => helpText(c))].join('\n')
const longFlags = (text: string): Set<string> =>
  new Set([...text.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map((m) => m[0]))

describe('README.md', () => {
  describe('Headless CLI', () => {
    it('names exactly the flags the CLI has (checked against every --help)', () => {
      // npm's own --prefix is not the CLI's.
      const documented = longFlags(CLI.replace(/npm run --prefix/g, 'npm run'))
      const real = longFlags(ALL_HELP)
      expect([...documented].filter((f) => !real.has(f))).toEqual([])
      expect([...real].filter((f) => !documented.has(f))).toEqual([])
      for (const short of ['-r', '-h']) {
        expect(ALL_HELP).toContain(`${short}, --`)
        expect(CLI).toContain(`\`${short}\``)
      }
    })

    it('names exactly the environment variables the CLI reads', () => {
      const source = readFileSync('src/cli/args.ts', 'utf8')
      const read = new Set([...source.matchAll(/env\.(DROPDOCK_[A-Z_]+)/g)].map((m) => m[1]))
      const documented = new Set([...CLI.matchAll(/DROPDOCK_[A-Z_]+/g)].map((m) => m[0]))
      expect([...documented].sort()).toEqual([...read].sort())
      for (const name of read) expect(helpText()).toContain(name)
    })

    it('lists exactly the exit codes of src/cli/exitCodes.ts, each once', () => {
      const rows = [...CLI.matchAll(/^\| (\d+) +\|/gm)].map((m) => Number(m[1]))
      expect(rows).toEqual([...new Set(Object.values(EXIT))].sort((a, b) => a - b))
    })

    it('gives the default state folder and the watch defaults the code uses', () => {
      const parsed = parseCliArgs(['status'], {}, '/somewhere')
      expect(parsed.ok && parsed.args.stateDir).toBe(join(homedir(), '.dropdock', 'cli'))
      expect(CLI.replace(/\s+/g, ' ')).toContain('default `~/.dropdock/cli`')
      const folder = resolveFolder({ path: '.' })
      expect(CLI.replace(/\s+/g, ' ')).toContain(
        `--quiet-ms N\` (how long a file must stay unchanged before it is sent; ${QUIET_LIMITS_MS.min}–${QUIET_LIMITS_MS.max}, default ${folder.quietMs})`
      )
      expect(CLI.replace(/\s+/g, ' ')).toContain(`default ${folder.afterUpload})`)
    })

    it('shows commands that the CLI accepts', () => {
      const lines = [...CLI.matchAll(/^dropdock (.+?)(?:\s+#.*)?$/gm)].map((m) => m[1].split(/\s+/))
      expect(lines.length).toBeGreaterThan(4)
      for (const argv of lines) expect(parseCliArgs(argv, {}, '/x')).toMatchObject({ ok: true })
    })
  })

  describe('the rest', () => {
    it('asks for the Node that package.json engines asks for', () => {
      const min = /^>=(\d+\.\d+)\.0$/.exec(pkg.engines.node)?.[1]
      expect(min).toBe('22.12')
      expect(README).toContain(`Node.js ≥ ${min}`)
    })

    it('names only npm scripts that exist', () => {
      const named = new Set([...README.matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]))
      const missing = [...named].filter((n) => !(n in pkg.scripts))
      expect(missing).toEqual([])
    })

    it('links only to files in the repository', () => {
      expect(README).not.toContain('../shared')
      const links = [...README.matchAll(/\]\(([^)#:]+)\)/g)].map((m) => m[1])
      expect(links).toContain('docs/architecture.md')
      for (const link of links) expect(existsSync(resolve(link)), link).toBe(true)
    })

    it('lists the benchmarks bench --help lists', async () => {
      const { stdout } = await promisify(execFile)(process.execPath, [
        '--import',
        'tsx',
        'bench/main.ts',
        '--help'
      ])
      const names = [...stdout.matchAll(/^ {2}([a-z0-9]+) {2,}/gm)].map((m) => m[1])
      expect(names.length).toBeGreaterThan(2)
      const row = README.split('\n').find((l) => l.includes('`npm run bench'))!
      const documented = [...row.matchAll(/`([a-z0-9]+)`/g)].map((m) => m[1])
      expect(documented.sort()).toEqual([...names].sort())
    })
  })
})
