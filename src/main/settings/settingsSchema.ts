/**
 * What a stored or managed settings file may hold: the shared schemas of src/shared, with the
 * engine's defaults filled into folders. Checked key by key after migration: a value that does
 * not fit (hand-edited file, downgrade) falls back to its default instead of stopping the app.
 */
import * as v from 'valibot'
import { type Settings, SETTINGS_ENTRIES } from '@shared/settingsSchema'
import { resolveFolder } from '../../engine/watch/folderConfig'

/** One schema per top-level key of Settings; the output type is checked against Settings. */
export const SETTINGS_FIELD_SCHEMAS: {
  [K in keyof Settings]: v.GenericSchema<unknown, Settings[K]>
} = {
  ...SETTINGS_ENTRIES,
  folders: v.pipe(
    SETTINGS_ENTRIES.folders,
    v.transform((list) => list.map(resolveFolder))
  )
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
