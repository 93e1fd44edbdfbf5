/**
 * The runtime schema of every command's input. The map's type is derived from the contract in
 * src/shared/ipc.ts, so a command added there without a schema here, or a schema whose output
 * does not fit the declared input, fails to compile.
 */
import * as v from 'valibot'
import { BULK_ACTIONS } from '@shared/bulk'
import { CORRECTION_MAX_CHARS } from '@shared/corrections'
import { MAX_CHANGES } from '../../engine/intake/corrections'
import type { CommandInput, CommandName } from '@shared/ipc'
import { CONNECTION_ENTRIES, serviceUrl } from '@shared/settingsSchema'
import { CUT_MAX_PAGES, SPLIT_MIN_PARTS } from '@shared/split'
import {
  MAX_PATHS,
  absolutePath,
  apiKey,
  bytes,
  documentId,
  fileName,
  itemId,
  itemIds,
  md5Base64,
  scac,
  shippingNumber
} from './fieldSchemas'
import { settingsUpdate } from './settingsUpdate'

export type CommandSchemas = { [K in CommandName]: v.GenericSchema<unknown, CommandInput<K>> }

const none = v.void('this command takes no input')

const correctedText = v.pipe(v.string(), v.maxLength(CORRECTION_MAX_CHARS, 'value too long'))
/** A corrected value: text, a number, true/false, a list of text; null reverts the field. */
const fieldValue = v.nullable(
  v.union([
    correctedText,
    v.pipe(v.number(), v.finite('not a number')),
    v.boolean(),
    v.pipe(v.array(correctedText), v.maxLength(100, 'list too long'))
  ])
)
/** Fields by name, each with a value of a field's kind (or null), at most `max` of them. */
const namedFields = (max: number) =>
  v.pipe(
    // A list or typed array has keys "0", "1"… that pass for field names: named fields only.
    v.custom<object>(
      (r) => typeof r === 'object' && r !== null && !Array.isArray(r) && !ArrayBuffer.isView(r),
      'Invalid type: expected named fields, not a list'
    ),
    v.record(v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/, 'unknown field')), fieldValue),
    v.check((r) => Object.keys(r).length <= max, `at most ${max} fields`)
  )
const itemRef = v.strictObject({ itemId })
/**
 * An item, or one of the documents the service cut it into (`partId`, the part's document id):
 * its shape only; main finds the part among the item's own before it acts (documentRoutes).
 */
const partRef = v.strictObject({ itemId, partId: v.optional(documentId) })
/** A document type's code, or null to clear the clerk's type. */
const documentType = v.nullable(
  v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/, 'unknown document type'))
)
const mode = CONNECTION_ENTRIES.mode
/** A page of a PDF Dropdock cuts: 1 to CUT_MAX_PAGES. */
const page = v.pipe(
  v.number('a page is a number'),
  v.integer('a page is a whole number'),
  v.minValue(1, 'pages count from 1'),
  v.maxValue(CUT_MAX_PAGES, `a PDF is cut up to page ${CUT_MAX_PAGES}`)
)
/** The documents of a split: their shape and number; main checks their order (splitRoutes). */
const pageRanges = v.pipe(
  v.array(v.strictObject({ first: page, last: page }), 'ranges must be a list'),
  v.minLength(SPLIT_MIN_PARTS, `a split makes at least ${SPLIT_MIN_PARTS} documents`),
  v.maxLength(CUT_MAX_PAGES, `a split makes at most ${CUT_MAX_PAGES} documents`)
)

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
  'intake.tryNow': none,
  'intake.cancel': v.strictObject({ ids: itemIds }),
  'intake.remove': v.strictObject({ ids: itemIds }),
  'intake.acknowledge': v.strictObject({ ids: itemIds }),
  'intake.bulk': v.pipe(
    v.strictObject({
      action: v.picklist(BULK_ACTIONS, `action: ${BULK_ACTIONS.join(', ')}`),
      ids: v.pipe(itemIds, v.nonEmpty('no ids given')),
      type: v.optional(documentType)
    }),
    v.check(
      (i) => (i.action === 'setType') === (i.type !== undefined),
      'a type goes with setType, and setType needs one'
    )
  ),
  'intake.exportCsv': v.strictObject({ ids: v.pipe(itemIds, v.nonEmpty('no ids given')) }),

  'document.detail': partRef,
  'document.types': none,
  'document.schema': v.strictObject({
    fullVersion: v.pipe(
      v.string(),
      v.regex(/^[a-z0-9_]{1,64}@[0-9A-Za-z.-]{1,32}$/, 'a schema version looks like "type@1.0"')
    )
  }),
  'document.reclassify': partRef,
  'document.relink': partRef,
  'document.reextract': partRef,
  'document.setManualType': v.strictObject({
    itemId,
    partId: v.optional(documentId),
    type: documentType
  }),
  'document.correct': v.strictObject({
    itemId,
    partId: v.optional(documentId),
    fields: v.nullable(namedFields(MAX_CHANGES)),
    // What the clerk saw of the fields (a document keeps at most 100).
    seen: v.optional(namedFields(100)),
    useMine: v.optional(v.boolean())
  }),
  'document.openOriginal': itemRef,
  'document.preview': itemRef,
  'document.showInFolder': itemRef,
  'document.downloadCopy': itemRef,
  'document.openInWebApp': v.strictObject({ query: shippingNumber }),
  'document.openInService': itemRef,
  'document.trackNumber': v.strictObject({
    itemId,
    number: shippingNumber,
    scac: v.optional(scac)
  }),
  'document.split': v.strictObject({ itemId, ranges: pageRanges }),
  'document.removePart': v.strictObject({ itemId, partId: documentId }),

  'lookup.infer': v.strictObject({ number: shippingNumber }),
  'lookup.track': v.strictObject({
    number: shippingNumber,
    numberType: v.picklist(['container', 'bill_of_lading', 'booking'], 'unknown number type'),
    scac
  }),
  'lookup.shippingLines': v.strictObject({
    numberType: v.picklist(['container', 'bill_of_lading', 'booking'], 'unknown number type')
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
