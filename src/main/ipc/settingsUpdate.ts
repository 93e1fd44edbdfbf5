/**
 * The schema of `settings.update`, derived from the stored settings' entries
 * (SETTINGS_ENTRIES in src/shared/settingsSchema.ts): every setting but main's own
 * (MAIN_ONLY_SETTINGS) may be sent, each optional. A setting added to the entries is accepted
 * here without a line of its own; the overrides below are only where the window's value is
 * narrower than a stored one.
 */
import * as v from 'valibot'
import {
  CONNECTION_ENTRIES,
  FOLDER_ENTRIES,
  MAIN_ONLY_SETTINGS,
  MAX_WATCHED_FOLDERS,
  SETTINGS_ENTRIES,
  serviceUrl
} from '@shared/settingsSchema'
import { absolutePath } from './fieldSchemas'

type OptionalEntries<E extends Record<string, v.GenericSchema>, Left extends PropertyKey> = {
  [K in Exclude<keyof E, Left>]: v.OptionalSchema<E[K], undefined>
}

/** Each entry of `entries` made optional, leaving out the keys in `left`. */
function optionalEntries<E extends Record<string, v.GenericSchema>, Left extends keyof E = never>(
  entries: E,
  left: readonly Left[] = []
): OptionalEntries<E, Left> {
  const out: Record<string, v.GenericSchema> = {}
  for (const [key, schema] of Object.entries(entries)) {
    if (!(left as readonly PropertyKey[]).includes(key)) out[key] = v.optional(schema)
  }
  return out as OptionalEntries<E, Left>
}

// The stored folder shape, every option required, and a path the renderer may name (no UNC).
const watchedFolder = v.required(v.strictObject({ ...FOLDER_ENTRIES, path: absolutePath }))

export const settingsUpdate = v.strictObject({
  ...optionalEntries(SETTINGS_ENTRIES, MAIN_ONLY_SETTINGS),
  // A stored address may be '' (none yet); the window sends one only to set it.
  connection: v.optional(
    v.strictObject({
      ...optionalEntries(CONNECTION_ENTRIES),
      baseUrl: v.optional(serviceUrl),
      appUrl: v.optional(serviceUrl)
    })
  ),
  folders: v.optional(
    v.pipe(
      v.array(watchedFolder, 'folders must be a list'),
      v.maxLength(MAX_WATCHED_FOLDERS, `at most ${MAX_WATCHED_FOLDERS} watched folders`)
    )
  )
})
