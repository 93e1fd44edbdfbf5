import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'

const README = readFileSync('README.md', 'utf8')

describe('README.md', () => {
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
