import { basename, relative } from 'node:path'
import { isWithin } from '../engine/watch/ignore'
import { displayName } from '../shared/fileNames'
import type { IntakeItem } from '../shared/intake'
import { EMPTY_FILE_REASON, FINAL_STATES } from '../shared/intake'
import { endedWell, outcomeOf } from '../shared/outcome'
import { wasRebuilt } from '../shared/stateDamage'
import { REFERENCE_FIELDS, keyedByHand } from '../shared/corrections'
import { splitBySeparatorRule, typeFromFolderRule } from '../shared/folderRule'
import { separatorRuleIn } from '../shared/separators'

/** The machine form of one file's outcome (the `file` event of --json). */
export function itemRecord(item: IntakeItem): Record<string, unknown> {
  return {
    id: item.id,
    path: item.path,
    name: item.name,
    state: item.state,
    size: item.size,
    md5: item.md5,
    attempts: item.attempts,
    document_id: item.documentId,
    duplicate_of: item.duplicateOf,
    possible_duplicate_of:
      outcomeOf(item) === 'possible_duplicate' ? item.possibleDuplicateOf : null,
    document_type: item.documentType,
    type_from_folder_rule: typeFromFolderRule(item),
    split_rule: separatorRuleIn(item.origin),
    shipment_numbers: item.shipmentNumbers,
    container_numbers: item.containerNumbers,
    error: item.lastError,
    warning: item.warning ?? null,
    renamed_from: item.renamedFrom ?? null,
    taken_back: wasRebuilt(item),
    documents: documentsOf(item),
    relink_due: item.relinkDue === true,
    relink_unseen: item.relinkUnseen === true,
    tracking_pending: item.trackingPending ?? null,
    tracking_failed: item.trackingFailed ?? null
  }
}

/**
 * The service's documents the file became, each with its pages: the parts of a packet the
 * service split or the client cut (docs/packets.md), else the one document (pages null: the
 * whole file). A part cut here that the service refused has no document id, and its error.
 */
function documentsOf(item: IntakeItem): Record<string, unknown>[] {
  if (item.parts?.length) {
    return item.parts.map((p) => ({
      document_id: p.documentId || null,
      pages: p.pages,
      document_type: p.documentType,
      state: p.state,
      ...(p.by === 'client' ? { sent: p.sent ?? null, error: p.error ?? null } : {})
    }))
  }
  if (!item.documentId) return []
  return [
    {
      document_id: item.documentId,
      pages: null,
      document_type: item.documentType,
      state: item.state
    }
  ]
}

/** The line for what a watched folder's action could not do after the outcome, or null. */
export function warningSentence(item: IntakeItem): string | null {
  const w = item.warning
  if (!w) return null
  const what = {
    not_moved: `could not be moved to ${w.folder}/`,
    not_deleted: 'could not be deleted',
    no_reason_file: `is in ${w.folder}/ without its reason file`
  }[w.kind]
  return `WARN ${item.name}: ${human(item.state)}, but ${what}: ${w.reason}`
}

const human = (s: string): string => s.replace(/_/g, ' ')

/**
 * A watched file by its path inside the watched folder (`a/doc.pdf`, `b/doc.pdf` and `doc.pdf`
 * of one recursive watch stay apart), any other file by its name.
 */
export function shownName(item: IntakeItem): string {
  return item.path ? shownPath(item, item.path) : item.name
}

/** A path of the item as its folder's own (`a/doc.pdf`), else by its file name. */
function shownPath(item: IntakeItem, path: string): string {
  if (item.origin.kind !== 'watch') return displayName(basename(path))
  const rel = relative(item.origin.folder, path)
  return rel && isWithin(path, item.origin.folder) ? displayName(rel) : displayName(basename(path))
}

/** The links of an item for a person: its type, shipments and containers. */
function linksOf(item: IntakeItem): string[] {
  return [
    item.documentType
      ? `${human(item.documentType)}${typeFromFolderRule(item) ? " (set by the folder's rule)" : ''}`
      : null,
    item.shipmentNumbers.length ? `shipment ${item.shipmentNumbers.join(', ')}` : null,
    item.containerNumbers.length ? `container ${item.containerNumbers.join(', ')}` : null
  ].filter((x): x is string => x !== null)
}

/**
 * The corrected reference numbers of the item, each as `bill_of_lading_number "X"`; with
 * `unlinkedOnly`, those a link would show and none does (a bill of lading among the shipments,
 * container numbers among the containers: the others do not show in the links).
 */
function correctedReferences(item: IntakeItem, unlinkedOnly: boolean): string[] {
  const out: string[] = []
  for (const k of REFERENCE_FIELDS) {
    const v = item.manual?.[k]
    if (v === undefined || v === null) continue
    const values = Array.isArray(v) ? v : [String(v)]
    const shownIn =
      k === 'container_numbers'
        ? item.containerNumbers
        : k === 'bill_of_lading_number'
          ? item.shipmentNumbers
          : null
    if (unlinkedOnly && (!shownIn || values.every((n) => shownIn.includes(n)))) continue
    out.push(`${k} "${values.join(' ')}"`)
  }
  return out
}

/**
 * The outcome of a relink for a person: the links the document has now, and the corrected
 * reference numbers none of them carries (why a link is missing); a relink that did not end
 * extracted is said as any outcome is.
 */
export function relinkSentence(item: IntakeItem): string {
  if (item.state !== 'extracted' && !keyedByHand(item)) return itemSentence(item)
  const links = linksOf(item).slice(item.documentType ? 1 : 0)
  if (item.relinkUnseen) {
    const now = links.length ? links.join('; ') : 'none'
    return `ok   ${shownName(item)}: relink asked, but the service shows the document unchanged since; its links now: ${now}`
  }
  if (links.length === 0) {
    const refs = correctedReferences(item, false)
    const why = refs.length
      ? `no shipment or container of this account has ${refs.join(', ')}`
      : 'the service found no shipment or container for its reference numbers'
    return `ok   ${shownName(item)}: relinked to nothing: ${why}`
  }
  const unlinked = correctedReferences(item, true)
  const missing = unlinked.length ? `; none has ${unlinked.join(', ')}` : ''
  return `ok   ${shownName(item)}: relinked (${links.join('; ')})${missing}`
}

/** ", possible duplicate of "invoice.pdf" (id)" for a read document like one taken in before. */
function possibleDuplicate(item: IntakeItem): string {
  const of = outcomeOf(item) === 'possible_duplicate' ? item.possibleDuplicateOf : null
  return of ? `, possible duplicate of "${of.name}" (${of.id})` : ''
}

/**
 * One sentence per file for a person, the same in every command: `ok  ` for a good end, `FAIL`
 * for a bad one, blank for a file still on its way (status lists those too).
 */
export function itemSentence(item: IntakeItem): string {
  const mark = endedWell(item) ? 'ok  ' : FINAL_STATES.includes(item.state) ? 'FAIL' : '    '
  const links = linksOf(item)
  let what: string
  switch (item.state) {
    case 'extracted':
      what = `extracted${links.length ? ` (${links.join('; ')})` : ''}${possibleDuplicate(item)}`
      break
    case 'empty':
      what = `not sent, ${EMPTY_FILE_REASON}`
      break
    case 'duplicate':
      what = item.duplicateOf
        ? `duplicate of ${item.duplicateOf.name ? `"${item.duplicateOf.name}"` : 'a document'} (${item.duplicateOf.id})`
        : 'duplicate'
      break
    default:
      what = human(item.state)
      if (keyedByHand(item))
        what += `, data entered by hand${links.length ? ` (${links.join('; ')})` : ''}`
      else if (item.lastError) what += `: ${item.lastError.message}`
      else if (links.length) what += ` (${links.join('; ')})`
  }
  if (splitBySeparatorRule(item)) what += " (split at separator sheets by the folder's rule)"
  const renamed = item.renamedFrom ? ` (renamed from ${shownPath(item, item.renamedFrom)})` : ''
  // Its record was lost with the state folder; the service's document is its own, not sent again.
  const back = wasRebuilt(item) ? ' (taken back from the service)' : ''
  return `${mark} ${shownName(item)}${renamed}: ${what}${back}`
}

/**
 * The machine form of a file whose run ended before it did (status of a state folder no Dropdock
 * holds): `interrupted`, with the state it was stopped in.
 */
export function interruptedRecord(item: IntakeItem): Record<string, unknown> {
  return { ...itemRecord(item), state: 'interrupted', interrupted_in: item.state }
}

/** The same for a person: nothing moves it on now; the next start of Dropdock resumes it. */
export function interruptedSentence(item: IntakeItem): string {
  return `     ${shownName(item)}: interrupted (was ${human(item.state)}); goes on at the next start`
}
