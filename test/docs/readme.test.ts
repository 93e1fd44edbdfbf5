/**
 * README.md against the code and CI: the Node it asks for, the commands it gives a newcomer,
 * and its module map of src/. (Links and npm scripts of every page: pages.test.ts.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'
import { parseCliArgs } from '../../src/cli/args'

const README = readFileSync('README.md', 'utf8')

/** The text of one `## ` section of the README, up to the next one. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`)
  expect(start, `README has a "## ${title}" section`).toBeGreaterThan(-1)
  const end = README.indexOf('\n## ', start + 1)
  return README.slice(start, end === -1 ? undefined : end)
}

/** The first fenced block after `after` in `text`, as lines. */
function block(text: string, after: string): string[] {
  const at = text.indexOf(after)
  expect(at, after).toBeGreaterThan(-1)
  const start = text.indexOf('```', at)
  const body = text.indexOf('\n', start) + 1
  return text.slice(body, text.indexOf('\n```', body)).split('\n')
}

/** The npm commands of a shell line, before its comment: `a && b  # …` → [a, b]. */
const commandsOf = (line: string): string[] =>
  line
    .replace(/#.*$/, '')
    .split('&&')
    .map((c) => c.trim())
    .filter(Boolean)

describe('README.md', () => {
  it('asks for the Node that package.json engines asks for', () => {
    const min = /^>=(\d+\.\d+)\.0$/.exec(pkg.engines.node)?.[1]
    expect(min).toBe('22.12')
    expect(section('The two commands')).toContain(`Node.js ≥ ${min}`)
  })

  it('gives two commands: one starts the app, the other runs the tests CI runs', () => {
    const lines = block(section('The two commands'), '```sh')
    expect(lines).toHaveLength(2)
    const [app, tests] = lines.map(commandsOf)
    expect(app).toEqual(['npm install', 'npm start'])
    // .ci/run: the guards, then the test commands, then the audit.
    const ci = readFileSync('.ci/run', 'utf8').split('\n')
    const from = ci.indexOf('npm run guards')
    const to = ci.findIndex((l) => / npm run audit$/.test(l))
    expect(from).toBeGreaterThan(-1)
    expect(to).toBeGreaterThan(from)
    expect(tests).toEqual(ci.slice(from + 1, to).filter((l) => /^npm /.test(l)))
    // .ci/elsewhere.sh runs the same ones again as an ordinary user.
    const elsewhere = /bash -c 'cd "\$1" && (.+?)' _/.exec(readFileSync('.ci/elsewhere.sh', 'utf8'))
    expect(elsewhere?.[1].split(' && ')).toEqual(tests)
  })

  it('shows CLI commands that the CLI accepts', () => {
    const examples = [...README.matchAll(/`npx dropdock ([^`]+)`/g)].map((m) => m[1].split(/\s+/))
    expect(examples.length).toBeGreaterThan(1)
    for (const argv of examples) expect(parseCliArgs(argv, {}, '/x')).toMatchObject({ ok: true })
  })

  describe('the module map of src/', () => {
    const map = block(section('How it fits together'), 'The module map of `src/`')
    /** Each folder the map names (`src/engine/watch`), from its name column and its indent. */
    const named = new Set<string>()
    let parent = ''
    for (const line of map) {
      const indent = /^ */.exec(line)![0].length
      if (indent > 2) continue // a description running on
      const names = line
        .trim()
        .split(/ {2,}/)[0]!
        .split(' ')
        .filter((w) => /^[\w.-]+(\/[\w.-]+)*\/$/.test(w))
      for (const name of names) {
        const path = (indent === 0 ? name : `${parent}/${name}`).replace(/\/$/, '')
        named.add(path)
        if (indent === 0) parent = path
      }
    }
    const dirsIn = (dir: string) =>
      readdirSync(dir).filter((d) => statSync(join(dir, d)).isDirectory())

    it('names only folders that exist', () => {
      expect(named.size).toBeGreaterThan(30)
      const missing = [...named].filter(
        (p) => !statSync(p, { throwIfNoEntry: false })?.isDirectory()
      )
      expect(missing).toEqual([])
    })

    it("names every folder of src/, of the engine and of main's glue", () => {
      const expected = [
        ...dirsIn('src').map((d) => `src/${d}`),
        ...dirsIn('src/engine').map((d) => `src/engine/${d}`),
        ...dirsIn('src/main').map((d) => `src/main/${d}`),
        'src/renderer/src/lib/inbox'
      ]
      expect(expected.filter((p) => !named.has(p))).toEqual([])
    })
  })
})
