import {
  REFERENCE_FIELDS,
  checkFieldValue,
  nextManual,
  serviceValues,
  type ExtractedValue,
  type ExtractedValues
} from '../../shared/corrections'
import type { JsonSchemaProperty } from '../../shared/service'
import { ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'
import { DOCUMENT_INCLUDE, readProgress } from '../follow/checkDocument'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import { documentItem } from './documentActions'
import type { IntakeContext } from '../context/context'

/** Field → value to set, or null to revert the field to the service's value. */
export type FieldChanges = Record<string, ExtractedValue | null>

export interface CorrectionResult {
  /** The clerk's corrections now (null: none, the service's values stand). */
  manual: ExtractedValues | null
  /** A reference number (B/L, booking, container, PO) changed: relinking would use it. */
  relinkAdvised: boolean
}

/** Most fields one correction may name. */
export const MAX_CHANGES = 50

const refuse = (message: string): ServiceError =>
  new ServiceError({ kind: 'validation', message, transient: false })

/**
 * The fields of a document's schema by key, read from the service once per schema version
 * (the answer is checked like every other, `document_schema`).
 */
export class SchemaFields {
  private readonly cache = new Map<string, Promise<Record<string, JsonSchemaProperty>>>()

  constructor(private readonly client: () => ServiceClient) {}

  of(fullVersion: string): Promise<Record<string, JsonSchemaProperty>> {
    let found = this.cache.get(fullVersion)
    if (!found) {
      found = this.client()
        .documentSchema(fullVersion)
        .then((r) => r.data.attributes.schema_payload.properties)
      found.catch(() => this.cache.delete(fullVersion))
      this.cache.set(fullVersion, found)
    }
    return found
  }
}

/** The schema a correction is checked against: the extraction's type and schema version. */
function schemaOf(e: LedgerEntry): string {
  if (!e.documentType || !e.schemaVersion || e.extracted == null) {
    throw refuse(`"${e.name}" has no extracted data to correct yet.`)
  }
  return `${e.documentType}@${e.schemaVersion}`
}

/**
 * The item with the service's extracted data: an item extracted before Dropdock kept it (an
 * older ledger) reads it from the service once and keeps it.
 */
async function withExtraction(
  ctx: Pick<IntakeContext, 'set'>,
  client: ServiceClient,
  e: LedgerEntry & { documentId: string }
): Promise<LedgerEntry & { documentId: string }> {
  if (e.schemaVersion || e.state !== 'extracted') return e
  const p = readProgress(await client.getDocument(e.documentId, [...DOCUMENT_INCLUDE]))
  if (!p.payload) return e
  const patch = {
    extracted: serviceValues(p.payload, e.manual, e.extracted),
    schemaVersion: p.schemaVersion
  }
  return ctx.set(e.id, patch) as LedgerEntry & { documentId: string }
}

/** Checks each change against the schema's field; returns them with their values as typed. */
async function checkedChanges(
  e: LedgerEntry,
  changes: FieldChanges,
  schemas: SchemaFields
): Promise<FieldChanges> {
  const keys = Object.keys(changes)
  if (keys.length === 0) throw refuse('No field to correct was given.')
  if (keys.length > MAX_CHANGES) throw refuse(`At most ${MAX_CHANGES} fields at once.`)
  const fields = await schemas.of(schemaOf(e))
  const out: FieldChanges = {}
  for (const key of keys) {
    const prop = Object.hasOwn(fields, key) ? fields[key] : undefined
    if (!prop) {
      const known = Object.keys(fields).join(', ')
      throw refuse(`${key} is not a field of ${e.documentType}; its fields: ${known}.`)
    }
    const raw = changes[key]
    if (raw === null) {
      out[key] = null
      continue
    }
    const checked = checkFieldValue(key, prop, raw)
    if (!checked.ok) throw refuse(checked.reason)
    out[key] = checked.value
  }
  return out
}

/**
 * Corrects a document's extracted data in the service (`PATCH /documents/{id}` with
 * `extracted_data_manual`): `changes` sets or reverts fields, null reverts them all. Each field
 * must be one of the document type's schema, its value of the field's kind. The item then holds
 * the clerk's values beside the service's own (`manual`, `extracted`), across restarts.
 */
export async function correctDocument(
  ctx: Pick<IntakeContext, 'ledger' | 'set'>,
  client: ServiceClient,
  schemas: SchemaFields,
  id: string,
  changes: FieldChanges | null
): Promise<CorrectionResult> {
  const e = await withExtraction(ctx, client, documentItem(ctx, id))
  const checked = changes === null ? null : await checkedChanges(e, changes, schemas)
  const manual = checked === null ? null : nextManual(e.manual, checked)
  await client.patchDocument(e.documentId, { extracted_data_manual: manual })
  const before = e.manual ?? {}
  const changed = new Set([...Object.keys(before), ...Object.keys(manual ?? {})])
  const relinkAdvised = [...changed].some(
    (k) =>
      REFERENCE_FIELDS.includes(k) &&
      JSON.stringify(before[k]) !== JSON.stringify((manual ?? {})[k])
  )
  const patch: EntryPatch = { manual }
  ctx.set(id, patch)
  return { manual, relinkAdvised }
}
