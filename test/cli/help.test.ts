import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COMMANDS } from '../../src/cli/options'
import { runCli } from '../../src/cli/run'
import { captureIo } from './capture'

const OWN: Record<string, string[]> = {
  upload: [],
  watch: [
    '--recursive',
    '--include',
    '--exclude',
    '--polling',
    '--quiet-ms',
    '--after',
    '--type',
    '--split',
    '--separator-text',
    '--until-idle'
  ],
  infer: [],
  track: ['--scac', '--type', '--ref'],
  status: ['--csv', '--locale'],
  correct: ['--revert-all'],
  relink: [],
  split: ['--pages']
}
const COMMON = [
  '--state',
  '--json',
  '--base-url',
  '--api-key',
  '--api-key-file',
  '--app-url',
  '--help'
]

async function help(argv: string[]): Promise<{ code: number; text: string }> {
  const c = captureIo()
  const code = await runCli(argv, c.io)
  expect(c.stderr()).toBe('')
  return { code, text: c.stdout() }
}

describe('cli help', () => {
  describe('runCli() --help', () => {
    it('names every command, the options of every command and the exit codes 0 to 5', async () => {
      const { code, text } = await help(['--help'])
      expect(code).toBe(0)
      expect(text).toMatch(/^Usage: dropdock <command>/)
      for (const c of COMMANDS) expect(text).toContain(`\n  ${c}`)
      for (const flag of COMMON) expect(text).toContain(flag)
      for (const exit of [0, 1, 2, 3, 4, 5]) expect(text).toMatch(new RegExp(`\\n  ${exit} +\\S`))
      expect(text).toContain('relative to the folder you run the command from')
    })

    it.each(COMMANDS.map((c) => [c]))(
      '%s --help shows its own options and exit codes, runs nothing',
      async (command) => {
        for (const argv of [
          [command, '--help'],
          ['help', command],
          [command, '-h']
        ]) {
          const { code, text } = await help(argv)
          expect(code).toBe(0)
          expect(text).toMatch(new RegExp(`^Usage: dropdock ${command}\\b`))
          for (const flag of [...OWN[command], ...COMMON]) expect(text).toContain(flag)
          const others = Object.entries(OWN).filter(([c]) => c !== command)
          for (const [, flags] of others)
            for (const f of flags) if (!OWN[command].includes(f)) expect(text).not.toContain(f)
          expect(text).not.toContain('No service configured')
        }
      }
    )

    it('names the kinds of note the engine gives, as docs/cli.md does', async () => {
      const page = readFileSync('docs/cli.md', 'utf8')
      const { text } = await help(['--help'])
      for (const kind of [
        'service_wait',
        'service_down',
        'service_back',
        'held_open',
        'internal'
      ]) {
        expect(text).toContain(`(${kind})`)
        expect(page).toContain(`\`${kind}\``)
      }
    })

    it('and docs/cli.md name the same commands and options', async () => {
      const page = readFileSync('docs/cli.md', 'utf8')
      for (const c of COMMANDS) {
        expect(page).toMatch(new RegExp(`\\ndropdock ${c} `))
        const flags = (await help([c, '--help'])).text.match(/--[a-z][a-z-]+/g) ?? []
        for (const flag of new Set(flags)) expect(page, `${c} ${flag}`).toContain(`\`${flag}`)
      }
    })

    it('states the truth about --app-url: no link without it', async () => {
      const { text } = await help(['infer', '--help'])
      expect(text).toContain('without it no link is printed')
      expect(text).not.toContain("base URL's host")
    })

    it('says that 3 and 4 stop a command before anything is sent, and status cannot end so', async () => {
      expect((await help(['upload', '--help'])).text).toMatch(
        /\n {2}3 +the service refused the API key/
      )
      const status = (await help(['status', '--help'])).text
      expect(status).not.toMatch(/\n {2}[345] /)
    })
  })
})
