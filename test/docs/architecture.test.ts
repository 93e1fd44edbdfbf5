/**
 * docs/architecture.md and the behaviour pages beside it (docs/behaviour/) against the code, as
 * readme.test.ts checks the README: the files and folders they name exist, the names they quote
 * are the code's, the states architecture.md lists are the states, and the figures each page
 * gives are the constants the code runs on.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'
import pkg from '../../package.json'
import { FILE_STATES } from '@shared/intake'
import { FOLDER_RETRY_MS_DEFAULT } from '@shared/folderHealth'
import { IPC_MAX_BYTES, IPC_MAX_PATHS } from '@shared/ipc'
import { DEFAULT_QUIET_MS } from '@shared/folderDefaults'
import { CONCURRENCY_DEFAULTS } from '@shared/settingsSchema'
import { MAX_FILE_BYTES } from '@shared/fileTypes'
import { MAX_PAGE_SIZE } from '@shared/service'
import { POLL_DELAY } from '../../src/engine/follow/pollDelay'
import { NOTE_MAX } from '../../src/engine/follow/checkDocument'
import { READ_CHUNK_BYTES } from '../../src/engine/upload/uploadFile'
import { WHOLE_READ_MAX_BYTES } from '../../src/engine/files/wholeRead'
import { DEFAULT_BACKOFF } from '../../src/engine/queue/fileRetry'
import { SENDS_FIRST_MAX_MS } from '../../src/engine/follow/follower'
import { MAIL_MAX_PAGES } from '../../src/engine/mail/mailedDocuments'
import { MAIL_EVERY_MS } from '../../src/main/engineHost/intakeHost'
import { RESTART_DELAYS_MS } from '../../src/sandbox/process/sandboxProcess'

const ARCHITECTURE = 'docs/architecture.md'
/** The pages checked here: the architecture, each behaviour page, and the sandbox's. */
const PAGES = [
  ARCHITECTURE,
  ...readdirSync('docs/behaviour')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/behaviour/${f}`),
  'docs/sandbox.md'
]
const TEXT = new Map(PAGES.map((p) => [p, readFileSync(p, 'utf8')]))
const DOC = TEXT.get(ARCHITECTURE)!
/** A page with every run of white space (line breaks, table padding) as one space. */
const flat = (page: string) => TEXT.get(page)!.replace(/\s+/g, ' ')
const MiB = 1024 * 1024
const KiB = 1024

/** What sandbox.md quotes of the service's official client: its package, repository, methods. */
const THE_OFFICIAL_CLIENTS = [
  '@terminal49/sdk',
  'Terminal49/API',
  'vessels.futurePositions',
  'futurePositionsWithCoords'
]

/** Every `quoted` text of a page, once each (the official client's names are not ours). */
const quotedIn = (page: string) =>
  [...new Set([...TEXT.get(page)!.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!))].filter(
    (q) => !THE_OFFICIAL_CLIENTS.includes(q)
  )

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
 * Quoted paths that name no file of the repository, on purpose: what the build, the app or the
 * CLI makes (the embedded sandbox's key file), and the subfolders the engine makes in a watched
 * folder.
 */
const NOT_IN_THE_REPOSITORY = [
  'sandboxChild.js',
  'sandbox-key.json',
  'Done/',
  'Failed/',
  'Duplicates/'
]

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

/** Quoted paths of a page: a file or folder (`intake/x.ts`, `after/`), not a package. */
const pathsIn = (page: string) =>
  quotedIn(page).filter(
    (q) =>
      /^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(q) &&
      (q.includes('/') || /\.(ts|mts|mjs|vue|md|json|js)$/.test(q)) &&
      !isPackageName(q)
  )

/** Quoted code names of a page: a capital or an underscore (`IntakeService`, `IPC_MAX_PATHS`). */
const codeNamesIn = (page: string) =>
  quotedIn(page)
    .filter((q) => /^[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*(\(\))?$/.test(q) && !exists(q))
    .filter((n) => /[A-Z_]/.test(n))

describe('docs/architecture.md and the behaviour pages', () => {
  it('are the architecture and several behaviour pages, each reached from the architecture', () => {
    expect(PAGES.length).toBeGreaterThan(6)
    const linked = new Set([...DOC.matchAll(/\]\(([^)#\s]+)/g)].map((m) => `docs/${m[1]}`))
    expect(PAGES.filter((p) => p !== ARCHITECTURE && !linked.has(p))).toEqual([])
  })

  it.each(PAGES)('%s names only files and folders that exist', (page) => {
    const missing = pathsIn(page).filter((p) => !NOT_IN_THE_REPOSITORY.includes(p) && !exists(p))
    expect(missing).toEqual([])
  })

  it.each(PAGES)('%s quotes only names the code has (constants, types, functions)', (page) => {
    // Each part of a name (`AppStatus.stateDamage`) must be in src, test, bench or scripts.
    const unknown = codeNamesIn(page).filter((n) =>
      n
        .replace(/\(\)$/, '')
        .split('.')
        .some((part) => !new RegExp(`\\b${part}\\b`).test(SOURCE))
    )
    expect(unknown).toEqual([])
  })

  it('quote many paths and names, so the two checks above check something', () => {
    expect(PAGES.flatMap(pathsIn).length).toBeGreaterThan(150)
    expect(PAGES.flatMap(codeNamesIn).length).toBeGreaterThan(60)
    expect(pathsIn(ARCHITECTURE).length).toBeGreaterThan(60)
    expect(codeNamesIn(ARCHITECTURE).length).toBeGreaterThan(15)
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

  it.each(Object.keys(FIGURES))('%s gives the figures the code runs on', (page) => {
    expect(FIGURES[page]!.filter((f) => !flat(page).includes(f))).toEqual([])
  })
})

/** The figures each page quotes, as the code's constants give them (the sandbox's: sandbox.test). */
const FIGURES: Record<string, string[]> = {
  [ARCHITECTURE]: [
    `(${RESTART_DELAYS_MS[0]! / 1000} s, then ${RESTART_DELAYS_MS.slice(1)
      .map((ms) => ms / 1000)
      .join(', ')} s; at most ${RESTART_DELAYS_MS.length} times in a row)`
  ],
  'docs/behaviour/intake.md': [
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
    `(${DEFAULT_BACKOFF.maxAttempts}, about ${DEFAULT_BACKOFF.baseMs / 1000} s growing to ${duration(DEFAULT_BACKOFF.capMs)})`,
    `the retry ceiling (${duration(DEFAULT_BACKOFF.capMs)})`
  ],
  'docs/behaviour/inbox.md': [
    `\`IPC_MAX_PATHS\` (${IPC_MAX_PATHS.toLocaleString('en')}`,
    `\`IPC_MAX_BYTES\` (${IPC_MAX_BYTES / MiB} MiB)`
  ],
  'docs/behaviour/mail.md': [
    `once ${MAIL_EVERY_MS === 60_000 ? 'a minute' : `every ${MAIL_EVERY_MS / 1000} s`}`,
    `at most ${MAIL_MAX_PAGES}, only while a whole page is new`
  ]
}
