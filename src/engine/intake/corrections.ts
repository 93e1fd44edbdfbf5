import {
  checkFieldValue,
  hasValues,
  effectiveValues,
  serviceValues,
  type CorrectionOutcome,
  type ExtractedValue
} from '../../shared/corrections'
import type { DocumentSchemaResource, JsonSchemaProperty, ListResponse } from '../../shared/service'
import { ServiceError } from '../client/errors'
import { Failure } from '../failures/failure'
import type { ServiceClient } from '../client/serviceClient'
import type { ItemPart } from '../../shared/intake'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import { documentItem, documentOf } from './documentActions'
import type { IntakeContext } from '../context/context'
import {
  holds,
  planMerge,
  referenceChanged,
  revertAllOf,
  type FieldChanges,
  type MergePlan
} from './correctionMerge'
import { copyOf, readCopy, valueIn, type ServiceCopy } from './serviceCopy'

export type { FieldChanges } from './correctionMerge'

/** How the clerk corrects: against what they saw, or over what someone else saved. */
export interface CorrectionOptions {
  /**
   * The values the clerk saw of the fields changed (the window's editor gives those it showed);
   * a field not named here is taken as this desktop's record has it.
   */
  seen?: Record<string, ExtractedValue | null>
  /** The clerk chose their values over someone else's (a conflict's "use mine"). */
  useMine?: boolean
  /** One part of a packet (its document id, ItemPart.documentId): its data, kept on the part. */
  partId?: string
}

/** Most fields one correction may name. */
export const MAX_CHANGES = 50

const refuse = (message: string): Failure =>
  new Failure({ kind: 'validation', message, transient: false })

/**
 * The fields of a document's schema by key, read from the service once per schema version
 * (the answer is checked like every other, `document_schema`), and each type's current schema
 * version, for data keyed into a document the service extracted nothing from.
 */
export class SchemaFields {
  private readonly cache = new Map<string, Promise<Record<string, JsonSchemaProperty>>>()
  private current: Promise<Map<string, string>> | null = null

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

  /** The full version of a type's current schema (`GET /document_schemas`); null when none. */
  async currentOf(documentType: string): Promise<string | null> {
    if (!this.current) {
      const read = this.client().documentSchemas().then(currentVersions)
      read.catch(() => {
        if (this.current === read) this.current = null
      })
      this.current = read
    }
    return (await this.current).get(documentType) ?? null
  }
}

/** Each type's current schema, by type, as its full version, from the list of schemas. */
export function currentVersions(list: ListResponse<DocumentSchemaResource>): Map<string, string> {
  const byType = new Map<string, string>()
  for (const { attributes: a } of list.data) {
    if (a.current === false || a.draft === true) continue
    byType.set(a.document_type, `${a.document_type}@${a.schema_version}`)
  }
  return byType
}

/**
 * The schema a correction is checked against: the extraction's type and schema version; for a
 * document the service extracted nothing from (KEYED_DATA in src/shared/corrections.ts), the
 * current schema of its type, known once it was classified or set by hand.
 */
async function schemaOf(
  e: LedgerEntry,
  documentType: string | null,
  schemas: SchemaFields
): Promise<string> {
  if (e.documentType && e.schemaVersion && hasValues(e.extracted)) {
    return `${e.documentType}@${e.schemaVersion}`
  }
  if (!documentType) {
    throw refuse(`"${e.name}" has no document type yet: set the document's type first.`)
  }
  const current = await schemas.currentOf(documentType)
  if (!current) throw refuse(`The service has no schema for ${documentType} to enter data by.`)
  return current
}

/** Checks each change against the schema's field; returns them with their values as typed. */
async function checkedChanges(
  e: LedgerEntry,
  documentType: string | null,
  changes: FieldChanges,
  schemas: SchemaFields
): Promise<FieldChanges> {
  const keys = Object.keys(changes)
  if (keys.length === 0) throw refuse('No field to correct was given.')
  if (keys.length > MAX_CHANGES) throw refuse(`At most ${MAX_CHANGES} fields at once.`)
  const fullVersion = await schemaOf(e, documentType, schemas)
  const fields = await schemas.of(fullVersion)
  const out: FieldChanges = {}
  for (const key of keys) {
    const prop = Object.hasOwn(fields, key) ? fields[key] : undefined
    if (!prop) {
      const known = Object.keys(fields).join(', ')
      throw refuse(`${key} is not a field of ${fullVersion.split('@')[0]}; its fields: ${known}.`)
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

/** Sends of one correction at most, when answers are lost (each after a fresh read). */
const MAX_SENDS = 3

/** A failure after which the service may have acted: the answer, not the request, was lost. */
const mayHaveActed = (err: unknown): err is ServiceError =>
  err instanceof ServiceError && err.transient && err.kind !== 'rate_limited'

/**
 * The item as a correction sees it: the file itself, or with `partId` one of its parts standing
 * in for it (the part's document, type, data and corrections; the file's name and links).
 */
function targetOf(
  e: LedgerEntry & { documentId: string },
  partId: string | undefined
): LedgerEntry & { documentId: string } {
  if (partId === undefined) return e
  const part = e.parts?.find((p) => p.documentId === documentOf(e, partId))
  return {
    ...e,
    documentId: partId,
    documentType: part?.documentType ?? null,
    extracted: part?.extracted ?? null,
    schemaVersion: part?.schemaVersion ?? null,
    manual: part?.manual ?? null
  }
}

/**
 * Keeps the service's copy on the item (or on its part `partId`, the relink due on the file):
 * its corrections, and its own values and schema version when the answer held the
 * representation (an item extracted before Dropdock kept them gets them here).
 */
function keep(
  ctx: Pick<IntakeContext, 'ledger' | 'set'>,
  e: LedgerEntry & { documentId: string },
  copy: ServiceCopy,
  extra: EntryPatch = {},
  partId?: string
): LedgerEntry & { documentId: string } {
  const { payload, schemaVersion } = copy.progress
  const own: Pick<ItemPart, 'manual' | 'extracted' | 'schemaVersion'> = { manual: copy.manual }
  if (payload) {
    own.extracted = serviceValues(payload, copy.manual, e.extracted)
    own.schemaVersion = schemaVersion
  }
  if (partId === undefined) return ctx.set(e.id, { ...own, ...extra }) as typeof e
  const now = documentItem(ctx, e.id)
  const parts = (now.parts ?? []).map((p) => (p.documentId === partId ? { ...p, ...own } : p))
  return targetOf(ctx.set(e.id, { parts, ...extra }) as typeof e, partId)
}

/**
 * Sends one merge and reads what the service holds after it: from the answer when it names the
 * corrections, else from a fresh read. Null when the answer was lost (the read that follows it
 * is `copy`); throws what the service refused.
 */
async function sendMerge(
  client: ServiceClient,
  e: LedgerEntry & { documentId: string },
  plan: MergePlan
): Promise<{ copy: ServiceCopy; lost: ServiceError | null }> {
  let lost: ServiceError | null = null
  try {
    const answer = await client.patchDocument(
      e.documentId,
      { extracted_data_manual: plan.next },
      { once: true }
    )
    const told = copyOf(answer, e.extracted)
    if (told.exact) return { copy: told, lost }
  } catch (err) {
    if (!mayHaveActed(err)) throw err
    lost = err
  }
  return { copy: await readCopy(client, e.documentId, e.extracted), lost }
}

/**
 * Corrects a document's extracted data in the service (`PATCH /documents/{id}` with
 * `extracted_data_manual`) as a merge with the service's copy: the document's corrections are
 * read first, only the fields the clerk changed are changed (another desktop's corrections of
 * other fields stay), and the outcome is what the service shows after it, from its answer or,
 * when the answer was lost, from a fresh read. A field changed by someone else since the clerk
 * saw it is a conflict, not sent (see planMerge). `changes` sets or reverts fields; null reverts
 * every correction. Each field must be one of the type's schema, its value of the field's kind.
 * With `opts.partId`, one part of a packet is corrected, and its corrections kept on the part.
 */
export async function correctDocument(
  ctx: Pick<IntakeContext, 'ledger' | 'set'>,
  client: ServiceClient,
  schemas: SchemaFields,
  id: string,
  changes: FieldChanges | null,
  opts: CorrectionOptions = {}
): Promise<CorrectionOutcome> {
  const partId = opts.partId
  const start = targetOf(documentItem(ctx, id), partId)
  let copy = await readCopy(client, start.documentId, start.extracted)
  // What the clerk saw: the editor's values, else this desktop's record (one that never kept
  // the extraction has seen none older than what the service shows now).
  const local = start.extracted ? effectiveValues(start) : copy.shown
  const seen = (k: string): ExtractedValue | undefined =>
    opts.seen && Object.hasOwn(opts.seen, k) ? opts.seen[k] : valueIn(local, k)
  const e = keep(ctx, start, copy, {}, partId)
  const wanted =
    changes === null
      ? revertAllOf(copy.manual, start.manual)
      : await checkedChanges(e, copy.progress.documentType ?? e.documentType, changes, schemas)
  const before = copy.manual
  let plan = planMerge(copy, wanted, seen, opts.useMine === true)
  for (let sends = 1; Object.keys(plan.send).length > 0; sends++) {
    const sent = await sendMerge(client, e, plan)
    copy = sent.copy
    if (holds(copy, plan.send, e.extracted)) break
    if (!sent.lost) {
      throw new ServiceError({
        kind: 'unexpected_answer',
        message: `The service did not keep the correction of "${e.name}".`
      })
    }
    if (sends >= MAX_SENDS) {
      keep(ctx, e, copy, {}, partId)
      throw sent.lost
    }
    // Lost on the way back and not applied: merged again from what the service holds now.
    plan = planMerge(copy, wanted, seen, opts.useMine === true)
  }
  const relinkAdvised = referenceChanged(plan.send, before, copy.manual)
  const kept = keep(ctx, e, copy, relinkAdvised ? { relinkDue: true } : {}, partId)
  return { manual: kept.manual ?? null, relinkAdvised, conflicts: plan.conflicts }
}
