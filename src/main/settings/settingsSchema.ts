/**
 * What a stored settings file may hold. Checked key by key after migration: a value that does
 * not fit (hand-edited file, downgrade) falls back to its default instead of stopping the app.
 */
import * as v from 'valibot'
import type { Settings } from '@shared/ipc'
import { resolveFolder } from '../core/watch/folderConfig'

const url = v.union([v.literal(''), v.pipe(v.string(), v.url(), v.maxLength(2048))])
const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

const folder = v.pipe(
  v.looseObject({ path: v.pipe(v.string(), v.nonEmpty()) }),
  v.transform((f) => resolveFolder(f as Parameters<typeof resolveFolder>[0]))
)

/** One schema per top-level key of Settings. */
export const SETTINGS_FIELD_SCHEMAS: {
  [K in keyof Settings]: v.GenericSchema<unknown, Settings[K]>
} = {
  connection: v.object({
    mode: v.picklist(['sandbox', 'production', 'custom']),
    baseUrl: url,
    appUrl: url,
    directUploadUrl: v.nullable(v.pipe(v.string(), v.url()))
  }),
  folders: v.array(folder),
  notifications: v.picklist(['all', 'errors', 'none']),
  startAtLogin: v.boolean(),
  hideOnClose: v.boolean(),
  concurrency: v.object({ hash: int(1, 8), upload: int(1, 8) }),
  logLevel: v.picklist(['error', 'warn', 'info', 'debug']),
  autoUpdate: v.object({ enabled: v.boolean(), feedUrl: v.nullable(v.pipe(v.string(), v.url())) }),
  paused: v.boolean()
}

/**
 * Keeps every valid key of `raw` and takes the default for the rest; reports the keys it reset
 * so the log can say what was wrong.
 */
export function sanitizeSettings(
  raw: Record<string, unknown>,
  defaults: Settings
): { settings: Settings; reset: string[] } {
  const settings = structuredClone(defaults)
  const reset: string[] = []
  for (const key of Object.keys(SETTINGS_FIELD_SCHEMAS) as (keyof Settings)[]) {
    if (!(key in raw)) continue
    const parsed = v.safeParse(SETTINGS_FIELD_SCHEMAS[key], raw[key])
    if (parsed.success) (settings as unknown as Record<string, unknown>)[key] = parsed.output
    else reset.push(key)
  }
  return { settings, reset }
}
