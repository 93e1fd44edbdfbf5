import { LANGUAGE_DEFAULT } from '@shared/i18n/locales'
import { INTAKE_PAUSED_DEFAULT, RETENTION_DAYS_DEFAULT } from '@shared/intake'
import { CONCURRENCY_DEFAULTS, type Settings } from '@shared/settingsSchema'

/** Version of the stored settings shape; bump it together with a step in migrations.ts. */
export const SETTINGS_VERSION = 2

/** First-run settings: embedded sandbox, no folders, notify on errors only. */
export const DEFAULT_SETTINGS: Settings = {
  connection: { mode: 'sandbox', baseUrl: '', appUrl: '', directUploadUrl: null },
  folders: [],
  notifications: 'errors',
  startAtLogin: false,
  hideOnClose: true,
  concurrency: { ...CONCURRENCY_DEFAULTS },
  logLevel: 'info',
  autoUpdate: { enabled: false, feedUrl: null },
  paused: INTAKE_PAUSED_DEFAULT,
  language: LANGUAGE_DEFAULT,
  retentionDays: RETENTION_DAYS_DEFAULT
}

/** A fresh deep copy, so callers can never edit the defaults in place. */
export function defaultSettings(): Settings {
  return structuredClone(DEFAULT_SETTINGS)
}
