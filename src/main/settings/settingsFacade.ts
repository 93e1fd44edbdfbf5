/**
 * The settings every part of main reads and the Settings screen edits: migrated, sanitized,
 * with IT's locks enforced, persisted through any store with electron-store's `store` property.
 */
import { type Settings, type SettingsChange, connectionProblem } from '@shared/settingsSchema'
import { RouteError } from '../errors/routeError'
import { SETTINGS_VERSION, defaultSettings } from './defaults'
import { enforceLocks, isLocked, type ManagedConfig } from './managed'
import { migrateSettings } from './migrations'
import { sanitizeSettings } from './settingsSchema'

/** The part of electron-store (or conf) the facade needs. */
export interface BackingStore {
  store: Record<string, unknown>
}

export interface SettingsFacade {
  get(): Settings
  /** Applies a partial change; refuses locked paths and inconsistent connections. */
  update(patch: SettingsChange): Settings
  /** The settings `update(patch)` would give, with the same refusals; nothing is saved. */
  preview(patch: SettingsChange): Settings
  /** Paths IT locked ("connection.baseUrl", "apiKey"…). */
  locked(): string[]
  /** Why a locked path cannot be changed here, as the clerk is told. */
  lockReason(path: string): string
  onChange(listener: (settings: Settings) => void): () => void
}

export interface SettingsFacadeOptions {
  store: BackingStore
  managed: ManagedConfig | null
  /**
   * Receives a plain-text key found in an old settings file, with the address it was used for,
   * to move it into safeStorage bound to that address.
   */
  onLiftedApiKey?: (key: string, baseUrl: string | null) => void
  log?: (line: string) => void
}

/** Opens the settings: migrates and cleans what is on disk once, then serves it. */
export function createSettingsFacade(opts: SettingsFacadeOptions): SettingsFacade {
  const stored = opts.store.store
  const migration = migrateSettings(stored)
  if (migration.from !== migration.to) {
    opts.log?.(`settings migrated from version ${migration.from} to ${migration.to}`)
  }
  if (migration.liftedApiKey) {
    const connection = migration.raw.connection as { baseUrl?: unknown } | undefined
    const baseUrl = typeof connection?.baseUrl === 'string' ? connection.baseUrl : null
    opts.onLiftedApiKey?.(migration.liftedApiKey, baseUrl)
  }
  const { settings: clean, reset } = sanitizeSettings(migration.raw, defaultSettings())
  if (reset.length) opts.log?.(`settings reset to defaults (invalid values): ${reset.join(', ')}`)

  let settings = applyPreset(clean, opts.managed, stored.managedApplied)
  const listeners = new Set<(s: Settings) => void>()
  const persist = (): void => {
    opts.store.store = {
      version: Math.max(migration.to, SETTINGS_VERSION),
      ...settings,
      ...(opts.managed ? { managedApplied: presetFingerprint(opts.managed) } : {})
    }
  }
  persist()
  const locked = (): string[] => [...(opts.managed?.locked ?? [])]
  const lockReason = (path: string): string =>
    opts.managed?.problem
      ? `"${path}" is locked because your IT department's managed settings could not be used (${opts.managed.problem}). Ask IT to fix the file.`
      : `"${path}" is set by your IT department and cannot be changed here.`
  /** The merged settings after a patch, or the refusal of a locked path or bad connection. */
  const checked = (patch: SettingsChange): Settings => {
    for (const path of changedPaths(patch)) {
      if (isLocked(locked(), path)) {
        throw new RouteError('forbidden', lockReason(path))
      }
    }
    const next = mergeUpdate(settings, patch)
    checkConnection(enforceLocks(next, opts.managed).connection)
    return next
  }

  return {
    get: () => enforceLocks(settings, opts.managed),
    locked,
    lockReason,
    preview: (patch) => enforceLocks(checked(patch), opts.managed),
    update(patch) {
      settings = checked(patch)
      persist()
      const view = enforceLocks(settings, opts.managed)
      for (const l of listeners) l(view)
      return view
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
}

/** Writes IT's unlocked presets once per version of the managed file, so clerks may change them. */
function applyPreset(
  settings: Settings,
  managed: ManagedConfig | null,
  applied: unknown
): Settings {
  if (!managed || applied === presetFingerprint(managed)) return settings
  return { ...settings, ...structuredClone(managed.settings) }
}

function presetFingerprint(managed: ManagedConfig): string {
  return JSON.stringify(managed.settings)
}

/** "connection.baseUrl", "folders"… for every value present in the patch. */
function changedPaths(patch: SettingsChange): string[] {
  const paths: string[] = []
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    if (key === 'connection' && value && typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value)) {
        if (subValue !== undefined) paths.push(`connection.${sub}`)
      }
    } else paths.push(key)
  }
  return paths
}

/** The settings after a patch: `connection` merges field by field, other keys replace. */
function mergeUpdate(settings: Settings, patch: SettingsChange): Settings {
  const next = structuredClone(settings)
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    if (key === 'connection') {
      for (const [sub, subValue] of Object.entries(value as object)) {
        if (subValue !== undefined) (next.connection as Record<string, unknown>)[sub] = subValue
      }
    } else {
      ;(next as unknown as Record<string, unknown>)[key] = structuredClone(value)
    }
  }
  return next
}

function checkConnection(connection: Settings['connection']): void {
  if (connection.mode !== 'sandbox' && !connection.baseUrl) {
    throw new RouteError(
      'validation',
      connection.mode === 'custom'
        ? 'Enter the service address for a custom connection.'
        : 'No production address is configured. Ask your IT department for it.'
    )
  }
  const problem = connectionProblem(connection)
  if (problem) throw new RouteError('validation', problem)
}
