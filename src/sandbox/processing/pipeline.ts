import { randomUUID } from 'node:crypto'
import type { AnyResource } from '../../shared/service'
import { accountById } from '../accounts'
import {
  DOCUMENTS,
  REPRESENTATIONS,
  type DocumentRecord,
  type RepresentationRecord
} from '../documents/records'
import { documentResource, representationResource } from '../documents/serialize'
import type { SandboxEnv } from '../http/types'
import { blobPath } from '../upload/storage'
import { classify } from './classify'
import { extract } from './extract'
import { linkReferences } from './link'
import { cutPages, partText, splitPacket } from './packets'
import { readDocumentText } from './text'

/** Where an asynchronous run starts: full processing, extraction only, or linking only. */
export type PipelineStart = 'classify' | 'extract' | 'link'

/**
 * Schedules asynchronous processing of a document: classification after `delayMs`, extraction
 * after another `delayMs`, then linking and the outcome notification. A newer run (reclassify,
 * reextract, relink, delete) supersedes an older one still in flight. Reclassify takes the
 * document back to submitted (`document_type` and representation null) and reextract drops the
 * representation, so a client sees the new outcome arrive as it did the first.
 */
export function processDocument(
  env: SandboxEnv,
  accountId: string,
  documentId: string,
  from: PipelineStart
): void {
  const docs = env.store.forAccount(accountId).collection<DocumentRecord>(DOCUMENTS)
  const existing = docs.get(documentId)
  if (!existing || existing.deleted_at) return
  // A packet is not processed itself: a re-run of it is a re-run of each of its parts.
  if (existing.stage === 'split') {
    for (const part of existing.parts ?? []) processDocument(env, accountId, part.id, from)
    return
  }
  let start = from
  if (from === 'link' && existing.stage === 'classifying') start = 'classify'
  if (from === 'link' && existing.stage === 'extracting') start = 'extract'
  if (start === 'extract' && !(existing.document_type_manual ?? existing.document_type))
    start = 'classify'
  const doc = docs.update(documentId, (d) => {
    d.run += 1
    if (start === 'classify') {
      d.stage = 'classifying'
      d.document_type = null
      d.classification_notes = null
      d.representation_id = null
    }
    if (start === 'extract') {
      d.stage = 'extracting'
      d.representation_id = null
    }
  })!
  scheduleStep(env, accountId, documentId, doc.run, start)
}

/** Runs `step` after `delayMs`; a failure is logged with the document id and stack. */
function scheduleStep(
  env: SandboxEnv,
  accountId: string,
  id: string,
  run: number,
  at: PipelineStart
): void {
  env.schedule(env.config.delayMs, () => {
    void step(env, accountId, id, run, at).catch((err: unknown) => {
      env.config.log(
        `sandbox processing error for document ${id}: ${(err as Error)?.stack ?? String(err)}`
      )
    })
  })
}

/** Re-schedules documents whose processing was cut short by a restart. */
export function resumeProcessing(env: SandboxEnv, accountId: string): void {
  const docs = env.store.forAccount(accountId).collection<DocumentRecord>(DOCUMENTS)
  for (const d of docs.all()) {
    if (d.deleted_at) continue
    if (d.stage === 'classifying') processDocument(env, accountId, d.id, 'classify')
    else if (d.stage === 'extracting') processDocument(env, accountId, d.id, 'extract')
  }
}

async function step(
  env: SandboxEnv,
  accountId: string,
  id: string,
  run: number,
  at: PipelineStart
): Promise<void> {
  const store = env.store.forAccount(accountId)
  const docs = store.collection<DocumentRecord>(DOCUMENTS)
  const current = (): DocumentRecord | undefined => {
    const d = docs.get(id)
    return d && !d.deleted_at && d.run === run ? d : undefined
  }
  let doc = current()
  if (!doc) return
  const read = await readDocumentText(
    blobPath(env.config.dataDir, doc.blob_id),
    doc.file_content_type,
    doc.file_name
  )
  doc = current()
  if (!doc) return
  const { refusal } = read
  const text = partText(doc, read.pages, read.text)

  if (at === 'classify') {
    classifyStep(env, accountId, doc, run, { text, pages: read.pages })
    return
  }

  if (at === 'link') {
    link(env, accountId, id, text)
    return
  }

  const type = doc.document_type_manual ?? doc.document_type ?? ''
  // A PDF past the reading limits fails with the limit, not as a PDF without text.
  const outcome = refusal
    ? { ok: false as const, schemaVersion: null, reason: refusal }
    : extract(type, text)
  const now = new Date().toISOString()
  let rep: RepresentationRecord | undefined
  if (outcome.ok) {
    rep = store.collection<RepresentationRecord>(REPRESENTATIONS).put({
      id: randomUUID(),
      document_id: id,
      schema_version: outcome.schemaVersion,
      payload: outcome.payload,
      created_at: now,
      updated_at: now
    })
  }
  docs.update(id, (d) => {
    if (rep) d.representation_id = rep.id
    d.stage = outcome.ok ? 'done' : 'extraction_failed'
    const notes = (d.classification_notes ?? '').replace(/\s*Extraction failed:.*$/s, '')
    d.classification_notes = outcome.ok
      ? notes
      : `${notes} Extraction failed: ${outcome.reason}`.trim()
    d.updated_at = now
  })
  link(env, accountId, id, text)
  const final = docs.get(id)!
  const included: AnyResource[] = [documentResource(final) as unknown as AnyResource]
  if (rep)
    included.push(
      representationResource(rep, final.extracted_data_manual) as unknown as AnyResource
    )
  env.emitFor(accountId, outcome.ok ? 'document.extracted' : 'document.extraction_failed', {
    attributes: outcome.schemaVersion ? { version: outcome.schemaVersion } : {},
    relationships: { document: { data: { id, type: 'document' } } },
    included
  })
}

/**
 * Classifies a document, or, when its pages hold several documents, splits it into parts that
 * are classified each on their own (a part is never split again).
 */
function classifyStep(
  env: SandboxEnv,
  accountId: string,
  doc: DocumentRecord,
  run: number,
  read: { text: string; pages: string[] }
): void {
  const account = accountById(accountId)
  if (!doc.split_from_id) {
    const parts = cutPages(read.pages, account.documentTypes)
    if (parts.length > 1) {
      for (const part of splitPacket(env, accountId, doc.id, parts))
        processDocument(env, accountId, part, 'classify')
      return
    }
  }
  const result = classify(read.text, account.documentTypes, doc.file_name)
  env.store
    .forAccount(accountId)
    .collection<DocumentRecord>(DOCUMENTS)
    .update(doc.id, (d) => {
      d.document_type = result.type
      d.classification_notes = result.notes
      d.stage = 'extracting'
      d.updated_at = new Date().toISOString()
    })
  scheduleStep(env, accountId, doc.id, run, 'extract')
}

function link(env: SandboxEnv, accountId: string, id: string, text: string): void {
  const store = env.store.forAccount(accountId)
  const docs = store.collection<DocumentRecord>(DOCUMENTS)
  const doc = docs.get(id)
  if (!doc) return
  const rep = doc.representation_id
    ? store.collection<RepresentationRecord>(REPRESENTATIONS).get(doc.representation_id)
    : undefined
  // A corrected reference replaces the one read: the old number links only where the text has it.
  const links = linkReferences(store, text, [{ ...rep?.payload, ...doc.extracted_data_manual }])
  docs.update(id, (d) => {
    d.shipment_ids = links.shipmentIds
    d.container_ids = links.containerIds
    d.updated_at = new Date().toISOString()
  })
}
