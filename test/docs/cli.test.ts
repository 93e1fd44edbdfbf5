/** docs/cli.md, the CLI's reference page, against the CLI's code and its --help. */
import { readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { QUIET_LIMITS_MS } from '@shared/settingsSchema'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from '../../src/cli/args'
import { helpText } from '../../src/cli/help'
import { COMMANDS } from '../../src/cli/options'
import { EXIT } from '../../src/cli/exitCodes'
import { resolveFolder } from '../../src/engine/watch/folderConfig'

const CLI = readFileSync('docs/cli.md', 'utf8')
const ALL_HELP = [helpText(), ...COMMANDS.map((c) => helpText(c))].join('\n')
const longFlags = (text: string): Set<string> =>
  new Set([...text.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map((m) => m[0]))

describe('docs/cli.md', () => {
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
