/**
 * docs/architecture.md against the code, as readme.test.ts checks the README: the files and
 * folders it names exist, the names it quotes are the code's, the states it lists are the
 * states, and the figures it gives are the constants the code runs on.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'
import { FILE_STATES, FOLDER_RETRY_MS_DEFAULT } from '@shared/intake'
import { IPC_MAX_BYTES, IPC_MAX_PATHS } from '@shared/ipc'
import { DEFAULT_QUIET_MS } from '@shared/folderDefaults'
import { CONCURRENCY_DEFAULTS } from '@shared/settingsSchema'
import { MAX_FILE_BYTES } from '@shared/fileTypes'
import { MAX_PAGE_SIZE } from '@shared/service'
import { POLL_DELAY } from '../../src/engine/follow/pollDelay'
import { NOTE_MAX } from '../../src/engine/follow/checkDocument'
import { READ_CHUNK_BYTES, WHOLE_READ_MAX_BYTES } from '../../src/engine/upload/uploadFile'
import { DEFAULT_BACKOFF } from '../../src/engine/queue/fileRetry'
import { SENDS_FIRST_MAX_MS } from '../../src/engine/follow/follower'
import { MAIL_MAX_PAGES } from '../../src/engine/mail/mailedDocuments'
import { MAIL_EVERY_MS } from '../../src/main/engineHost/intakeHost'
import { RESTART_DELAYS_MS } from '../../src/sandbox/process/sandboxProcess'
import {
  PDF_DEADLINE_MS,
  PDF_MAX_FILE_BYTES,
  PDF_MAX_HEAP_MB,
  PDF_MAX_PAGES
} from '../../src/sandbox/processing/pdfLimits'

const DOC = readFileSync('docs/architecture.md', 'utf8')
/** The document with every run of white space (line breaks, table padding) as one space. */
const FLAT = DOC.replace(/\s+/g, ' ')
const MiB = 1024 * 1024
const KiB = 1024

/** Every `quoted` text of the document, once each. */
const quoted = [...new Set([...DOC.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!))]

/** The files git holds (and the new ones it does not ignore), and every folder above them. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8'
})
  .split('\n')
  .filter(Boolean)
const folders = new Set(
  files.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/'))
  )
)

/** The source of src and of the tests, benchmarks and scripts, to look names up in. */
const SOURCE = files
  .filter((f) => /^(src|test|bench|scripts)\//.test(f) && /\.(ts|mts|mjs|vue)$/.test(f))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n')

/**
 * Quoted paths that name no file of the repository, on purpose: what the build or the engine
 * makes, and the subfolders the engine makes in a watched folder.
 */
const NOT_IN_THE_REPOSITORY = ['sandboxChild.js', 'Done/', 'Failed/', 'Duplicates/']

/** Whether a quoted path names a file or folder: whole, or as the end of one (`intake/x.ts`). */
function exists(path: string): boolean {
  const trimmed = path.replace(/\/$/, '')
  const named = (p: string) => p === trimmed || p.endsWith(`/${trimmed}`)
  if (path.endsWith('/')) return [...folders].some(named)
  if (!trimmed.includes('/')) return files.some((f) => basename(f) === trimmed)
  return files.some(named) || [...folders].some(named)
}

/** Packages the project uses: `vue/no-bare-strings-in-template` is a rule, not a path. */
const packages = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }))
const isPackageName = (q: string) =>
  packages.has(q.startsWith('@') ? q.split('/').slice(0, 2).join('/') : q.split('/')[0]!)

/** A duration as the doc writes it: seconds under two minutes, minutes from there. */
const duration = (ms: number): string => (ms < 120_000 ? `${ms / 1000} s` : `${ms / 60_000} min`)

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const paths = quoted.filter(
      (q) =>
        /^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(q) &&
        (q.includes('/') || /\.(ts|mts|mjs|vue|md|json|js)$/.test(q)) &&
        !isPackageName(q)
    )
    expect(paths.length).toBeGreaterThan(60)
    const missing = paths.filter((p) => !NOT_IN_THE_REPOSITORY.includes(p) && !exists(p))
    expect(missing).toEqual([])
  })

  it('quotes only names the code has (constants, types, functions)', () => {
    // A name with a capital or an underscore is code, not a word or a state (`IntakeService`,
    // `IPC_MAX_PATHS`, `toIpcError`, `AppStatus.stateDamage`); each part must be in src.
    const names = quoted.filter(
      (q) => /^[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*(\(\))?$/.test(q) && !exists(q)
    )
    const code = names.filter((n) => /[A-Z_]/.test(n))
    expect(code.length).toBeGreaterThan(30)
    const unknown = code.filter((n) =>
      n
        .replace(/\(\)$/, '')
        .split('.')
        .some((part) => !new RegExp(`\\b${part}\\b`).test(SOURCE))
    )
    expect(unknown).toEqual([])
  })

  it('lists exactly the file states, and no state the engine does not have', () => {
    const start = DOC.indexOf('\n## States\n')
    const section = DOC.slice(start, DOC.indexOf('\n## ', start + 1))
    // The chain `waiting → queued → …` and each state quoted alone.
    const words = [...section.matchAll(/`([^`]+)`/g)].flatMap((m) => m[1]!.split(/\s*[→|]\s*/))
    // Besides states the section quotes the engine's `retry` and a `null` entry.
    const states = words.filter((w) => /^[a-z_]+$/.test(w) && !['retry', 'null'].includes(w))
    expect([...FILE_STATES].filter((s) => !states.includes(s))).toEqual([])
    expect(states.filter((s) => !(FILE_STATES as readonly string[]).includes(s))).toEqual([])
  })

  it('gives the figures the code runs on', () => {
    const figures = [
      `quiet period (${DEFAULT_QUIET_MS / 1000} s by default)`,
      `at most ${CONCURRENCY_DEFAULTS.hash} hashes and ${CONCURRENCY_DEFAULTS.upload} uploads at a time`,
      `up to ${WHOLE_READ_MAX_BYTES / MiB} MiB is read whole`,
      `in ${READ_CHUNK_BYTES / KiB} KiB reads`,
      `the largest file taken, ${MAX_FILE_BYTES / MiB} MiB`,
      `about ${POLL_DELAY.firstMs / 1000} s after submission`,
      `×${POLL_DELAY.growth} per look, at most every ${POLL_DELAY.maxMs / 1000} s`,
      `at most ${NOTE_MAX} characters`,
      `pages of ${MAX_PAGE_SIZE}`,
      `for at most ${SENDS_FIRST_MAX_MS / 1000} s`,
      `every ${FOLDER_RETRY_MS_DEFAULT / 1000} s on the engine's clock`,
      `\`IPC_MAX_PATHS\` (${IPC_MAX_PATHS.toLocaleString('en')}`,
      `\`IPC_MAX_BYTES\` (${IPC_MAX_BYTES / MiB} MiB)`,
      `(${DEFAULT_BACKOFF.maxAttempts}, about ${DEFAULT_BACKOFF.baseMs / 1000} s growing to ${duration(DEFAULT_BACKOFF.capMs)})`,
      `the retry ceiling (${duration(DEFAULT_BACKOFF.capMs)})`,
      `once ${MAIL_EVERY_MS === 60_000 ? 'a minute' : `every ${MAIL_EVERY_MS / 1000} s`}`,
      `at most ${MAIL_MAX_PAGES}, only while a whole page is new`,
      `(${RESTART_DELAYS_MS[0]! / 1000} s, then ${RESTART_DELAYS_MS.slice(1)
        .map((ms) => ms / 1000)
        .join(', ')} s; at most ${RESTART_DELAYS_MS.length} times in a row)`,
      `${PDF_MAX_PAGES} pages, ${PDF_MAX_FILE_BYTES / MiB} MiB, a ${PDF_MAX_HEAP_MB} MB heap, ${PDF_DEADLINE_MS / 1000} s per document`
    ]
    expect(figures.filter((f) => !FLAT.includes(f))).toEqual([])
  })
})
