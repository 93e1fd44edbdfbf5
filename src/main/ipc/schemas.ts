/**
 * The runtime schema of every command's input. The map's type is derived from the contract in
 * src/shared/ipc.ts, so a command added there without a schema here, or a schema whose output
 * does not fit the declared input, fails to compile.
 */
import * as v from 'valibot'
import type { CommandInput, CommandName } from '@shared/ipc'
import {
  MAX_PATHS,
  absolutePath,
  apiKey,
  bytes,
  fileName,
  globPatterns,
  itemId,
  itemIds,
  md5Base64,
  scac,
  serviceUrl,
  shippingNumber
} from './fieldSchemas'

export type CommandSchemas = { [K in CommandName]: v.GenericSchema<unknown, CommandInput<K>> }

const none = v.void('this command takes no input')
const itemRef = v.strictObject({ itemId })
const mode = v.picklist(
  ['sandbox', 'production', 'custom'],
  'mode is sandbox, production or custom'
)
const count = (min: number, max: number, what: string) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be a whole number`),
    v.minValue(min, `${what} must be at least ${min}`),
    v.maxValue(max, `${what} must be at most ${max}`)
  )

const watchedFolder = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'a folder id is a short word')),
  path: absolutePath,
  enabled: v.boolean(),
  recursive: v.boolean(),
  include: globPatterns,
  exclude: globPatterns,
  usePolling: v.boolean(),
  pollIntervalMs: count(100, 600_000, 'the polling interval'),
  quietMs: count(0, 600_000, 'the quiet time'),
  afterUpload: v.picklist(['keep', 'move', 'delete'], 'after upload is keep, move or delete'),
  moveFailed: v.boolean(),
  moveDuplicates: v.boolean()
})

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
    v.pipe(v.array(watchedFolder), v.maxLength(50, 'at most 50 watched folders'))
  ),
  notifications: v.optional(
    v.picklist(['all', 'errors', 'none'], 'notifications: all, errors or none')
  ),
  startAtLogin: v.optional(v.boolean()),
  hideOnClose: v.optional(v.boolean()),
  concurrency: v.optional(
    v.strictObject({
      hash: count(1, 8, 'hash concurrency'),
      upload: count(1, 8, 'upload concurrency')
    })
  ),
  logLevel: v.optional(v.picklist(['error', 'warn', 'info', 'debug'], 'unknown log level')),
  autoUpdate: v.optional(v.strictObject({ enabled: v.boolean(), feedUrl: v.nullable(serviceUrl) }))
})

export const COMMAND_SCHEMAS: CommandSchemas = {
  'app.info': none,
  'app.status': none,

  'intake.list': none,
  'intake.addPaths': v.strictObject({
    paths: v.pipe(
      v.array(absolutePath, 'paths must be a list'),
      v.nonEmpty('no paths given'),
      v.maxLength(MAX_PATHS, `at most ${MAX_PATHS} paths at once`)
    )
  }),
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
