/**
 * Managed deployment: IT presets settings and locks options with one JSON file, e.g.
 *
 * ```json
 * { "settings": { "connection": { "mode": "custom", "baseUrl": "https://api.example.com/v2",
 *   "appUrl": "https://app.example.com" }, "folders": [{ "path": "/srv/scans" }] },
 *   "locked": ["connection", "folders"] }
 * ```
 *
 * Looked for, first found wins: `$DROPDOCK_MANAGED_CONFIG`, `managed.json` beside the app
 * executable, then the system location of the platform (see MANAGED_SYSTEM_PATHS). Locked
 * settings always take IT's value and cannot be changed from the app; unlocked ones are a preset
 * the clerk may change afterwards.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import * as v from 'valibot'
import type { Settings } from '@shared/ipc'
import { defaultSettings } from './defaults'
import { sanitizeSettings } from './settingsSchema'

export const MANAGED_SYSTEM_PATHS: Record<string, string> = {
  linux: '/etc/dropdock/managed.json',
  win32: join(process.env.ProgramData ?? 'C:\\ProgramData', 'Dropdock', 'managed.json'),
  darwin: '/Library/Application Support/Dropdock/managed.json'
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
  exePath: string
  platform: string
  env: NodeJS.ProcessEnv
}): string[] {
  const paths: string[] = []
  if (opts.env.DROPDOCK_MANAGED_CONFIG) paths.push(opts.env.DROPDOCK_MANAGED_CONFIG)
  paths.push(join(dirname(opts.exePath), 'managed.json'))
  const system = MANAGED_SYSTEM_PATHS[opts.platform]
  if (system) paths.push(system)
  return paths
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

/**
 * Reads the first managed file that exists. A file that exists but is broken is reported (not
 * silently ignored): IT must learn that their lock did not apply.
 */
export function readManagedConfig(
  paths: string[],
  read: (path: string) => string = (p) => readFileSync(p, 'utf8')
): { config: ManagedConfig | null; error: string | null } {
  for (const path of paths) {
    let text: string
    try {
      text = read(path)
    } catch {
      continue
    }
    try {
      return { config: parseManagedConfig(text, path), error: null }
    } catch (err) {
      return { config: null, error: (err as Error).message }
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
