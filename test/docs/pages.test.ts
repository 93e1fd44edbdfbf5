/**
 * Every page of the documentation (README.md, docs/**): its relative links lead to a file of the
 * repository (and a `#part` to one of its headings), the npm scripts it names exist, and every
 * page under docs/ is reached by following links from the README.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'

const ROOT = resolve('.')

/** The markdown pages under docs/, as paths from the root. */
function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return pagesUnder(path)
    return name.endsWith('.md') ? [path] : []
  })
}

const PAGES = ['README.md', ...pagesUnder('docs')]
const text = (page: string) => readFileSync(page, 'utf8')

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

const anchorsOf = (page: string) =>
  new Set([...text(page).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)))

/** The relative links of a page (not `http:`, `mailto:`…), outside code blocks. */
function linksOf(page: string): { target: string; anchor: string | null }[] {
  const prose = text(page).replace(/^```[\s\S]*?^```/gm, '')
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/.test(href))
    .map((href) => {
      const [path, anchor] = href.split('#')
      return { target: path ? join(dirname(page), path) : page, anchor: anchor ?? null }
    })
}

describe('the documentation pages', () => {
  it('are README.md and several pages under docs/', () => {
    expect(PAGES.length).toBeGreaterThan(5)
  })

  it.each(PAGES)('%s links only to files of the repository, and to headings they have', (page) => {
    for (const { target, anchor } of linksOf(page)) {
      const where = `${page} → ${target}${anchor ? `#${anchor}` : ''}`
      expect(relative(ROOT, resolve(target)).startsWith('..'), where).toBe(false)
      expect(existsSync(target), where).toBe(true)
      if (anchor) expect(anchorsOf(target).has(anchor), where).toBe(true)
    }
  })

  it.each(PAGES)('%s names only npm scripts that exist', (page) => {
    const named = new Set([...text(page).matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]!))
    expect([...named].filter((n) => !(n in pkg.scripts))).toEqual([])
  })

  it('can all be reached from the README by their links', () => {
    const seen = new Set<string>()
    const visit = (page: string) => {
      if (seen.has(page) || !page.endsWith('.md') || !existsSync(page)) return
      seen.add(page)
      for (const { target } of linksOf(page)) visit(target)
    }
    visit('README.md')
    expect(PAGES.filter((p) => !seen.has(p))).toEqual([])
  })
})

describe('docs/development.md', () => {
  it('lists the benchmarks bench --help lists', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'bench/main.ts',
      '--help'
    ])
    const names = [...stdout.matchAll(/^ {2}([a-z][\w-]*) {2,}/gm)].map((m) => m[1])
    expect(names.length).toBeGreaterThan(2)
    const row = text('docs/development.md')
      .split('\n')
      .find((l) => l.includes('`npm run bench'))!
    const documented = [...row.matchAll(/`([a-z][\w-]*)`/g)].map((m) => m[1])
    expect(documented.sort()).toEqual([...names].sort())
  })
})
