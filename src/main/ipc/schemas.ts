/**
 * The runtime schema of every command's input. The map's type is derived from the contract in
 * src/shared/ipc.ts, so a command added there without a schema here, or a schema whose output
 * does not fit the declared input, fails to compile.
 */
import * as v from 'valibot'
import type { CommandInput, CommandName } from '@shared/ipc'
import {
  CONNECTION_ENTRIES,
  FOLDER_ENTRIES,
  MAX_WATCHED_FOLDERS,
  SETTINGS_ENTRIES,
  serviceUrl
} from '@shared/settingsSchema'
import {
  MAX_PATHS,
  absolutePath,
  apiKey,
  bytes,
  fileName,
  itemId,
  itemIds,
  md5Base64,
  scac,
  shippingNumber
} from './fieldSchemas'

export type CommandSchemas = { [K in CommandName]: v.GenericSchema<unknown, CommandInput<K>> }

const none = v.void('this command takes no input')
const itemRef = v.strictObject({ itemId })
const mode = CONNECTION_ENTRIES.mode

// The stored folder shape, every option required, and a path the renderer may name (no UNC).
const watchedFolder = v.required(v.strictObject({ ...FOLDER_ENTRIES, path: absolutePath }))

const settingsUpdate = v.strictObject({
  connection: v.optional(
    v.strictObject({
      mode: v.optional(mode),
      baseUrl: v.optional(serviceUrl),
      appUrl: v.optional(serviceUrl),
      directUploadUrl: v.optional(v.nullable(serviceUrl))
    })
  ),
  folders: v.optional(
    v.pipe(
      v.array(watchedFolder, 'folders must be a list'),
      v.maxLength(MAX_WATCHED_FOLDERS, `at most ${MAX_WATCHED_FOLDERS} watched folders`)
    )
  ),
  notifications: v.optional(SETTINGS_ENTRIES.notifications),
  startAtLogin: v.optional(SETTINGS_ENTRIES.startAtLogin),
  hideOnClose: v.optional(SETTINGS_ENTRIES.hideOnClose),
  concurrency: v.optional(SETTINGS_ENTRIES.concurrency),
  logLevel: v.optional(SETTINGS_ENTRIES.logLevel),
  autoUpdate: v.optional(SETTINGS_ENTRIES.autoUpdate),
  language: v.optional(SETTINGS_ENTRIES.language)
})

export const COMMAND_SCHEMAS: CommandSchemas = {
  'app.info': none,
  'app.status': none,
  'app.checkConnection': none,
  'app.showStorage': none,

  'intake.list': none,
  'intake.addDropped': v.strictObject({
    paths: v.pipe(
      v.array(absolutePath, 'paths must be a list'),
      v.nonEmpty('no paths given'),
      v.maxLength(MAX_PATHS, `at most ${MAX_PATHS} paths at once`)
    )
  }),
  'intake.chooseFiles': none,
  'intake.addBytes': v.strictObject({ name: fileName, bytes, md5: md5Base64 }),
  'intake.pause': none,
  'intake.resume': none,
  'intake.retry': v.strictObject({ ids: itemIds }),
  'intake.retryFailed': none,
  'intake.cancel': v.strictObject({ ids: itemIds }),

  'document.detail': itemRef,
  'document.types': none,
  'document.schema': v.strictObject({
    fullVersion: v.pipe(
      v.string(),
      v.regex(/^[a-z0-9_]{1,64}@[0-9A-Za-z.-]{1,32}$/, 'a schema version looks like "type@1.0"')
    )
  }),
  'document.reclassify': itemRef,
  'document.relink': itemRef,
  'document.reextract': itemRef,
  'document.setManualType': v.strictObject({
    itemId,
    type: v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/, 'unknown document type')))
  }),
  'document.openOriginal': itemRef,
  'document.preview': itemRef,
  'document.showInFolder': itemRef,
  'document.downloadCopy': itemRef,
  'document.openInWebApp': v.strictObject({ query: shippingNumber }),

  'lookup.infer': v.strictObject({ number: shippingNumber }),
  'lookup.track': v.strictObject({
    number: shippingNumber,
    numberType: v.picklist(['container', 'bill_of_lading', 'booking'], 'unknown number type'),
    scac
  }),
  'lookup.trackingStatus': v.strictObject({
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'unknown tracking request id'))
  }),
  'container.journey': v.strictObject({
    containerId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'unknown container id'))
  }),

  'settings.get': none,
  'settings.update': settingsUpdate,
  'settings.setApiKey': v.strictObject({ apiKey, acceptWeakStorage: v.boolean() }),
  'settings.clearApiKey': none,
  'settings.testConnection': v.strictObject({
    mode,
    baseUrl: v.optional(serviceUrl),
    apiKey: v.optional(apiKey)
  }),
  'settings.chooseFolder': none,

  'diagnostics.export': none
}
