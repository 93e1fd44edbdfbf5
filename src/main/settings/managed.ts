/**
 * Managed deployment: IT presets settings and locks options with one JSON file, e.g.
 *
 * ```json
 * { "settings": { "connection": { "mode": "custom", "baseUrl": "https://api.example.com/v2",
 *   "appUrl": "https://app.example.com" }, "folders": [{ "path": "/srv/scans" }] },
 *   "locked": ["connection", "folders"] }
 * ```
 *
 * Read only from places only an administrator can write (MANAGED_SYSTEM_PATHS), never from
 * beside the executable (a per-user install puts that in the clerk's own folders) and, in a
 * packaged build, never from `$DROPDOCK_MANAGED_CONFIG` (the clerk controls the environment):
 * that variable is for development and tests. Locked settings always take IT's value and cannot
 * be changed from the app; unlocked ones are a preset the clerk may change afterwards. A managed
 * file that is there but cannot be used locks the connection and the key (MANAGED_BROKEN_LOCKS),
 * so a clerk cannot lift IT's locks by breaking the file.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import type { Settings } from '@shared/settingsSchema'
import { defaultSettings } from './defaults'
import { sanitizeSettings } from './settingsSchema'

/**
 * IT's file, per platform, in folders only an administrator can write: Linux `/etc`, macOS
 * `/Library` (Managed Preferences, where MDM profiles land, then Application Support), Windows
 * `C:\ProgramData` (fixed: `%ProgramData%` is an environment variable the clerk could point
 * at a folder of their own).
 */
export const MANAGED_SYSTEM_PATHS: Readonly<Record<string, readonly string[]>> = {
  linux: ['/etc/dropdock/managed.json'],
  win32: [path.win32.join('C:\\ProgramData', 'Dropdock', 'managed.json')],
  darwin: [
    '/Library/Managed Preferences/Dropdock/managed.json',
    '/Library/Application Support/Dropdock/managed.json'
  ]
}

/** Setting paths IT may lock; a parent ("connection") locks all of its children. */
export const LOCKABLE = [
  'connection',
  'connection.mode',
  'connection.baseUrl',
  'connection.appUrl',
  'connection.directUploadUrl',
  'folders',
  'notifications',
  'startAtLogin',
  'hideOnClose',
  'concurrency',
  'logLevel',
  'autoUpdate',
  'language',
  'retentionDays',
  'apiKey'
] as const

export type LockablePath = (typeof LOCKABLE)[number]

export interface ManagedConfig {
  /** Where it was read from, for diagnostics. */
  source: string
  settings: Partial<Settings>
  locked: LockablePath[]
  /** Settings whose value in the file was invalid: ignored, or the default where locked. */
  reset?: string[]
  /**
   * Why IT's file is there but could not be used (unreadable, not valid, writable by others):
   * the connection and key are then locked as they are. Absent for a usable file.
   */
  problem?: string
}

/** What a managed file that cannot be used locks: where documents and the key go. */
export const MANAGED_BROKEN_LOCKS: readonly LockablePath[] = ['connection', 'apiKey']

/** A place a managed file may be read from. */
export interface ManagedCandidate {
  path: string
  /** A system place: the file must belong to an administrator and be writable by none other. */
  adminOnly: boolean
}

const SETTING_KEYS = Object.keys(defaultSettings()) as (keyof Settings)[]

const managedFile = v.strictObject({
  settings: v.optional(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.check(
        (s) => Object.keys(s).every((k) => (SETTING_KEYS as string[]).includes(k)),
        'unknown setting'
      )
    )
  ),
  locked: v.optional(v.array(v.picklist(LOCKABLE, 'unknown setting in "locked"')))
})

/** The candidate files, in the order they are tried. */
export function managedConfigPaths(opts: {
  platform: string
  env: NodeJS.ProcessEnv
  isPackaged: boolean
}): ManagedCandidate[] {
  const paths: ManagedCandidate[] = []
  const fromEnv = opts.env.DROPDOCK_MANAGED_CONFIG
  if (fromEnv && !opts.isPackaged) paths.push({ path: fromEnv, adminOnly: false })
  for (const p of MANAGED_SYSTEM_PATHS[opts.platform] ?? [])
    paths.push({ path: p, adminOnly: true })
  return paths
}

/**
 * Why a POSIX system file must not be trusted as IT's: not owned by root, or writable by its
 * group or by everyone. Null when it is sound (and on Windows, where ProgramData's ACLs decide).
 */
export function ownershipProblem(
  st: { uid: number; mode: number },
  platform: string
): string | null {
  if (platform === 'win32') return null
  if (st.uid !== 0) return 'it is not owned by an administrator (root)'
  if ((st.mode & 0o022) !== 0) return 'users other than an administrator can change it'
  return null
}

/** Parses one managed file's text; throws an Error naming the file and the problem. */
export function parseManagedConfig(text: string, source: string): ManagedConfig {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (err) {
    throw new Error(`${source} is not valid JSON: ${(err as Error).message}`)
  }
  const parsed = v.safeParse(managedFile, json)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const at = issue.path?.map((p) => String(p.key)).join('.') ?? ''
    throw new Error(`${source}: ${at ? `${at}: ` : ''}${issue.message}`)
  }
  const raw = parsed.output.settings ?? {}
  const locked = parsed.output.locked ?? []
  // Each setting is checked with the schema stored settings use. An invalid value is reported
  // and dropped; where IT locked it, the default is forced so the lock still holds.
  const { settings: clean, reset } = sanitizeSettings(raw, defaultSettings())
  const settings: Partial<Settings> = {}
  for (const key of SETTING_KEYS) {
    if (!(key in raw)) continue
    if (!reset.includes(key) || locked.some((l) => l === key || l.startsWith(`${key}.`))) {
      ;(settings as Record<string, unknown>)[key] = clean[key]
    }
  }
  return { source, settings, locked, reset }
}

/** The locks that hold while IT's file cannot be used, with the reason. */
function brokenConfig(source: string, problem: string): ManagedConfig {
  return { source, settings: {}, locked: [...MANAGED_BROKEN_LOCKS], reset: [], problem }
}

/**
 * Reads the first managed file that exists. A file that exists but cannot be used is reported
 * (IT must learn that their settings did not apply) and locks the connection and the key as
 * they are, with the reason in `problem`: breaking the file never lifts IT's locks.
 */
export function readManagedConfig(
  candidates: ManagedCandidate[],
  io: {
    read(path: string): string
    stat(path: string): { uid: number; mode: number }
    platform: string
  } = { read: (p) => readFileSync(p, 'utf8'), stat: (p) => statSync(p), platform: process.platform }
): { config: ManagedConfig | null; error: string | null } {
  for (const { path: file, adminOnly } of candidates) {
    let text: string
    try {
      text = io.read(file)
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR') continue
      const problem = `${file} cannot be read (${code ?? (err as Error).message})`
      return { config: brokenConfig(file, problem), error: problem }
    }
    const owner = adminOnly ? ownershipProblem(io.stat(file), io.platform) : null
    if (owner) {
      const problem = `${file} is not used: ${owner}`
      return { config: brokenConfig(file, problem), error: problem }
    }
    try {
      return { config: parseManagedConfig(text, file), error: null }
    } catch (err) {
      const problem = (err as Error).message
      return { config: brokenConfig(file, problem), error: problem }
    }
  }
  return { config: null, error: null }
}

/** True when `path` (e.g. "connection.baseUrl") is locked directly or through a parent. */
export function isLocked(locked: readonly string[], path: string): boolean {
  return locked.some((l) => path === l || path.startsWith(`${l}.`))
}

/** Settings with IT's values forced onto every locked path. */
export function enforceLocks(settings: Settings, managed: ManagedConfig | null): Settings {
  if (!managed) return settings
  const out = structuredClone(settings)
  const preset = managed.settings
  for (const path of managed.locked) {
    const [top, sub] = path.split('.') as [keyof Settings, string | undefined]
    if (top === ('apiKey' as string) || preset[top] === undefined) continue
    if (!sub) {
      ;(out as unknown as Record<string, unknown>)[top] = structuredClone(preset[top])
    } else {
      const from = preset[top] as unknown as Record<string, unknown>
      ;(out[top] as unknown as Record<string, unknown>)[sub] = from[sub]
    }
  }
  return out
}
