/**
 * Stored settings migrations, one step per version, applied in order on every start. Pure:
 * they take the raw stored object and return the next version's object.
 *
 * - 0 → 1: pre-release files had `notifications: boolean`, a flat `baseUrl` and plain-text
 *   `apiKey`. The key is lifted out (the caller moves it into safeStorage) and never written back.
 * - 1 → 2: folders were a list of paths; they become folder objects with the engine's defaults.
 *   Concurrency, log level and auto-update appear with their defaults.
 */
import { resolveFolder } from '../../engine/watch/folderConfig'
import { SETTINGS_VERSION } from './defaults'

type Raw = Record<string, unknown>

export interface MigrationResult {
  raw: Raw
  from: number
  to: number
  /** A plain-text API key found in an old file; must go to the key store, not back to disk. */
  liftedApiKey: string | null
}

const STEPS: Record<number, (raw: Raw, lift: (key: string) => void) => Raw> = {
  0: (raw, lift) => {
    const { apiKey, baseUrl, notifications, ...rest } = raw
    if (typeof apiKey === 'string' && apiKey.trim()) lift(apiKey.trim())
    const out: Raw = { ...rest }
    if (typeof notifications === 'boolean') out.notifications = notifications ? 'all' : 'none'
    else if (notifications !== undefined) out.notifications = notifications
    if (typeof baseUrl === 'string' && baseUrl && !out.connection) {
      out.connection = { mode: 'custom', baseUrl, appUrl: '', directUploadUrl: null }
    }
    return out
  },
  1: (raw) => {
    const out: Raw = { ...raw }
    if (Array.isArray(raw.folders)) {
      out.folders = raw.folders.map((f) => (typeof f === 'string' ? resolveFolder({ path: f }) : f))
    }
    return out
  }
}

/** Brings any stored object to SETTINGS_VERSION. Newer files than this app are left as they are. */
export function migrateSettings(stored: unknown): MigrationResult {
  const raw: Raw =
    stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...(stored as Raw) } : {}
  const version = typeof raw.version === 'number' && Number.isInteger(raw.version) ? raw.version : 0
  delete raw.version
  let liftedApiKey: string | null = null
  let current = raw
  let at = version
  while (at < SETTINGS_VERSION) {
    current = STEPS[at](current, (key) => {
      liftedApiKey = key
    })
    at++
  }
  return { raw: current, from: version, to: Math.max(version, SETTINGS_VERSION), liftedApiKey }
}
