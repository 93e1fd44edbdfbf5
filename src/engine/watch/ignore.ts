import { isAbsolute, relative, sep } from 'node:path'
import picomatch from 'picomatch'

/** Subfolders the after-upload actions create at a watched folder's root; never watched. */
export const OWN_SUBFOLDERS = ['Done', 'Failed', 'Duplicates'] as const

const JUNK_NAMES = new Set(['thumbs.db', 'desktop.ini', '.ds_store'])
const JUNK_EXTENSIONS = ['.tmp', '.part', '.crdownload']

/**
 * Files no clerk means to send: temporary downloads (.tmp, .part, .crdownload), Office lock
 * files (~$…), hidden files, and the litter of Windows and macOS folder views.
 */
export function isJunkName(name: string): boolean {
  const lower = name.toLowerCase()
  if (lower.startsWith('.') || lower.startsWith('~$')) return true
  if (JUNK_NAMES.has(lower)) return true
  return JUNK_EXTENSIONS.some((ext) => lower.endsWith(ext))
}

export interface FilterRules {
  root: string
  include: string[]
  exclude: string[]
  /**
   * Folders holding Dropdock's own data (its state folder: lock, ledger, spool, sandbox data and
   * key). Never watched wherever they sit below the root, whatever the globs say.
   */
  own?: string[]
}

/** True when the absolute path `abs` is `dir` or lies inside it. */
export function isWithin(abs: string, dir: string): boolean {
  const rel = relative(dir, abs)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

export interface PathFilter {
  /** True when the path (file or folder) must not be watched at all. */
  prune(absPath: string): boolean
  /** True when a file found under the root is one to send. */
  accepts(absPath: string): boolean
}

/**
 * Builds the filter of one watched folder. Patterns are picomatch globs against the path
 * relative to the folder (a pattern without a slash matches the file name at any depth).
 * Include applies to files only, so folders are still walked to find matching files.
 */
export function makeFilter(rules: FilterRules): PathFilter {
  const inc = compile(rules.include)
  const exc = compile(rules.exclude)
  const relOf = (abs: string): string | null => {
    const rel = relative(rules.root, abs)
    if (rel === '') return ''
    if (rel.startsWith('..')) return null
    return sep === '/' ? rel : rel.split(sep).join('/')
  }
  const prune = (abs: string): boolean => {
    const rel = relOf(abs)
    if (rel === null) return true
    if (rel === '') return false
    if (rules.own?.some((dir) => isWithin(abs, dir))) return true
    const parts = rel.split('/')
    if ((OWN_SUBFOLDERS as readonly string[]).includes(parts[0])) return true
    if (parts.some((p) => isJunkName(p))) return true
    return exc !== null && exc(rel)
  }
  return {
    prune,
    accepts(abs) {
      if (prune(abs)) return false
      const rel = relOf(abs)
      return rel !== null && rel !== '' && (inc === null || inc(rel))
    }
  }
}

/** One matcher for a list of globs: slash-less ones match the file name, others the path. */
function compile(patterns: string[]): ((rel: string) => boolean) | null {
  if (patterns.length === 0) return null
  const opts = { dot: true, nocase: true }
  const byName = patterns.filter((p) => !p.includes('/'))
  const byPath = patterns.filter((p) => p.includes('/'))
  const name = byName.length > 0 ? picomatch(byName, opts) : null
  const path = byPath.length > 0 ? picomatch(byPath, opts) : null
  return (rel) =>
    (path !== null && path(rel)) || (name !== null && name(rel.slice(rel.lastIndexOf('/') + 1)))
}
