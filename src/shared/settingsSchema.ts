/**
 * The one schema of every settings shape, with its limits and option lists. The IPC input
 * (src/main/ipc/schemas.ts), the stored settings file and IT's managed file are all checked
 * against these: a value the Settings screen could not send is not accepted from disk either.
 *
 * The settings' types are here too, each option type read from its list. Each map is typed
 * against the Settings interface, so a field added there without a schema here fails to compile.
 */
import * as v from 'valibot'
import { SERVICE_URL_RULE, isServiceUrl, originOf } from './serviceUrl'
import { LANGUAGE_CHOICES, type LanguageChoice } from './i18n/locales'
import { DOCUMENT_TYPE_CODES, type DocumentTypeCode } from './serviceCodes'
import {
  SEPARATOR_TEXT_RULE,
  SPLIT_MODES,
  separatorTextProblem,
  type SplitMode
} from './separators'

export const CONNECTION_MODES = ['sandbox', 'production', 'custom'] as const
export const AFTER_UPLOAD_ACTIONS = ['keep', 'move', 'delete'] as const
export const NOTIFICATION_LEVELS = ['all', 'errors', 'none'] as const
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const

/** Parallel hashes and uploads. */
export const CONCURRENCY_LIMITS = { min: 1, max: 8 } as const
/** For a clerk's laptop: hashing is disk-bound, uploads are network-bound. */
export const CONCURRENCY_DEFAULTS = { hash: 2, upload: 3 } as const
export const POLL_INTERVAL_LIMITS_MS = { min: 100, max: 600_000 } as const
export const QUIET_LIMITS_MS = { min: 0, max: 600_000 } as const
/** Days done items stay in the inbox, when the clerk keeps them for a while (null: for good). */
export const RETENTION_LIMITS_DAYS = { min: 1, max: 3650 } as const
export const MAX_WATCHED_FOLDERS = 50
export const MAX_URL_LENGTH = 2048
export const MAX_PATH_LENGTH = 4096
export const MAX_PATTERNS = 100
export const MAX_PATTERN_LENGTH = 256

/* ---------- the shape ---------- */

export type ConnectionMode = (typeof CONNECTION_MODES)[number]
export type AfterUploadAction = (typeof AFTER_UPLOAD_ACTIONS)[number]
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number]
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface WatchedFolder {
  id: string
  path: string
  enabled: boolean
  recursive: boolean
  include: string[]
  exclude: string[]
  usePolling: boolean
  pollIntervalMs: number
  quietMs: number
  afterUpload: AfterUploadAction
  moveFailed: boolean
  moveDuplicates: boolean
  /** The type its files are created with (`document_type_manual`); null: the service classifies. */
  documentType: DocumentTypeCode | null
  /** How a multi-page scan is cut: as the service does (sent whole) or at separator sheets. */
  split: SplitMode
  /** The text of a separator sheet's code (kept while `split` is `service`, for a switch back). */
  separatorText: string
}

export interface Settings {
  connection: {
    mode: ConnectionMode
    baseUrl: string
    appUrl: string
    directUploadUrl: string | null
  }
  folders: WatchedFolder[]
  notifications: NotificationLevel
  startAtLogin: boolean
  hideOnClose: boolean
  concurrency: { hash: number; upload: number }
  logLevel: LogLevel
  autoUpdate: { enabled: boolean; feedUrl: string | null }
  /** Intake was paused when the app last ran (set by Pause/Resume, not by the Settings screen). */
  paused: boolean
  /** The window's, tray's and notifications' language: the system's, or one of ours. */
  language: LanguageChoice
  /** Days after which done items leave the inbox; null keeps them (RETENTION_DAYS_DEFAULT). */
  retentionDays: number | null
}

export type KeyStorage = 'keychain' | 'basic_text' | 'unavailable'

export interface SettingsView extends Settings {
  hasApiKey: boolean
  keyStorage: KeyStorage
  /** Setting paths (e.g. "connection.baseUrl") that IT locked through managed deployment. */
  locked: string[]
}

/** Settings main sets itself, never the Settings screen: `paused` follows Pause and Resume. */
export const MAIN_ONLY_SETTINGS = ['paused'] as const satisfies readonly (keyof Settings)[]
export type MainOnlySetting = (typeof MAIN_ONLY_SETTINGS)[number]

/** A change to the settings as main makes it: `connection` field by field, other keys whole. */
export type SettingsChange = Partial<Omit<Settings, 'connection'>> & {
  connection?: Partial<Settings['connection']>
}

/** What the Settings screen may send (`settings.update`): any change but to main's own keys. */
export type SettingsUpdate = Omit<SettingsChange, MainOnlySetting>

/* ---------- the schemas ---------- */

/** "a, b or c", for messages that list an option list. */
export function oneOf(options: readonly string[]): string {
  return options.length < 2
    ? options.join('')
    : `${options.slice(0, -1).join(', ')} or ${options[options.length - 1]}`
}

/** A whole number within limits, with messages naming the field. */
export function count(limits: { min: number; max: number }, what: string) {
  return v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(limits.min, `${what} must be at least ${limits.min}`),
    v.maxValue(limits.max, `${what} must be at most ${limits.max}`)
  )
}

/** https, or http on loopback only: the rule for every address the app may call. */
export const serviceUrl = v.pipe(
  v.string('a URL must be text'),
  v.maxLength(MAX_URL_LENGTH, `a URL must be at most ${MAX_URL_LENGTH} characters`),
  v.check(isServiceUrl, SERVICE_URL_RULE)
)

const optionalUrl = v.union([v.literal(''), serviceUrl], SERVICE_URL_RULE)

export const globPatterns = v.pipe(
  v.array(
    v.pipe(
      v.string('a pattern must be text'),
      v.maxLength(MAX_PATTERN_LENGTH, `a pattern is at most ${MAX_PATTERN_LENGTH} characters`)
    ),
    'patterns must be a list'
  ),
  v.maxLength(MAX_PATTERNS, `at most ${MAX_PATTERNS} patterns`)
)

/** A separator sheet's text, checked by the one rule of src/shared/separators.ts. */
function separatorText() {
  return v.pipe(
    v.string('the separator text must be text'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const problem = separatorTextProblem(dataset.value)
      if (problem) addIssue({ message: SEPARATOR_TEXT_RULE[problem] })
    })
  )
}

/** Absolute on POSIX ("/…") or Windows ("C:\…", "\\server\share"), without NUL. */
export const folderPath = v.pipe(
  v.string('a path must be text'),
  v.nonEmpty('a path must not be empty'),
  v.maxLength(MAX_PATH_LENGTH, `a path must be at most ${MAX_PATH_LENGTH} characters`),
  v.check((p) => !p.includes('\0'), 'a path must not contain a NUL character'),
  v.check((p) => /^(\/|[A-Za-z]:[\\/]|[\\/]{2})/.test(p), 'a path must be absolute')
)

/**
 * A watched folder's fields. Everything but `path` may be left out of a stored or managed file
 * (the engine's defaults apply); the Settings screen sends them all (see `v.required` in IPC).
 * A new folder option is one line here and one in WatchedFolder.
 */
export const FOLDER_ENTRIES = {
  // The engine names a folder by its path when no id was given (managed files, old settings).
  id: v.optional(
    v.pipe(
      v.string('a folder id must be text'),
      v.nonEmpty('a folder id must not be empty'),
      v.maxLength(MAX_PATH_LENGTH, 'a folder id is too long'),
      v.check(
        (id) => [...id].every((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f),
        'a folder id must not contain control characters'
      )
    )
  ),
  path: folderPath,
  enabled: v.optional(v.boolean('enabled is true or false')),
  recursive: v.optional(v.boolean('recursive is true or false')),
  include: v.optional(globPatterns),
  exclude: v.optional(globPatterns),
  usePolling: v.optional(v.boolean('usePolling is true or false')),
  pollIntervalMs: v.optional(count(POLL_INTERVAL_LIMITS_MS, 'the polling interval')),
  quietMs: v.optional(count(QUIET_LIMITS_MS, 'the quiet time')),
  afterUpload: v.optional(
    v.picklist(AFTER_UPLOAD_ACTIONS, `after upload is ${oneOf(AFTER_UPLOAD_ACTIONS)}`)
  ),
  moveFailed: v.optional(v.boolean('moveFailed is true or false')),
  moveDuplicates: v.optional(v.boolean('moveDuplicates is true or false')),
  documentType: v.optional(
    v.nullable(
      v.picklist(
        DOCUMENT_TYPE_CODES,
        `the document type is none or one of ${DOCUMENT_TYPE_CODES.join(', ')}`
      )
    )
  ),
  split: v.optional(v.picklist(SPLIT_MODES, `split is ${oneOf(SPLIT_MODES)}`)),
  separatorText: v.optional(separatorText())
} satisfies { [K in keyof WatchedFolder]-?: v.GenericSchema }

/** A folder as stored: unknown keys refused, missing options left for the engine's defaults. */
export const watchedFolder = v.strictObject(FOLDER_ENTRIES)

/**
 * Why a connection must not be used, or null. The direct-upload address receives the API key
 * (the blob request carries it), so it must be on the service's own origin.
 */
export function connectionProblem(c: Settings['connection']): string | null {
  if (c.directUploadUrl === null) return null
  const base = originOf(c.baseUrl)
  if (!base) return 'A direct-upload address needs a service address on the same origin.'
  if (originOf(c.directUploadUrl) !== base) {
    return `The direct-upload address must be on the service's own origin (${base}); the API key is never sent anywhere else.`
  }
  return null
}

export const CONNECTION_ENTRIES = {
  mode: v.picklist(CONNECTION_MODES, `mode is ${oneOf(CONNECTION_MODES)}`),
  baseUrl: optionalUrl,
  appUrl: optionalUrl,
  // Optional in files (IT's example leaves it out): null means the service's own default.
  directUploadUrl: v.optional(v.nullable(serviceUrl), null)
}

export const connection = v.pipe(
  v.strictObject(CONNECTION_ENTRIES),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = connectionProblem(dataset.value)
    if (problem) addIssue({ message: problem })
  })
)

export const concurrency = v.strictObject({
  hash: count(CONCURRENCY_LIMITS, 'hash concurrency'),
  upload: count(CONCURRENCY_LIMITS, 'upload concurrency')
})

export const autoUpdate = v.strictObject({
  enabled: v.boolean('enabled is true or false'),
  feedUrl: v.nullable(serviceUrl)
})

/**
 * One schema per top-level settings key, as stored (folders with optional options). Typed so
 * that the parsed value fits Settings except for folder options the engine fills in.
 */
export const SETTINGS_ENTRIES = {
  connection,
  folders: v.pipe(
    v.array(watchedFolder, 'folders must be a list'),
    v.maxLength(MAX_WATCHED_FOLDERS, `at most ${MAX_WATCHED_FOLDERS} watched folders`)
  ),
  notifications: v.picklist(NOTIFICATION_LEVELS, `notifications: ${oneOf(NOTIFICATION_LEVELS)}`),
  startAtLogin: v.boolean('startAtLogin is true or false'),
  hideOnClose: v.boolean('hideOnClose is true or false'),
  concurrency,
  logLevel: v.picklist(LOG_LEVELS, 'unknown log level'),
  autoUpdate,
  paused: v.boolean('paused is true or false'),
  language: v.picklist(LANGUAGE_CHOICES, `language: ${oneOf(LANGUAGE_CHOICES)}`),
  retentionDays: v.nullable(count(RETENTION_LIMITS_DAYS, 'retentionDays'))
} satisfies { [K in keyof Settings]: v.GenericSchema }
