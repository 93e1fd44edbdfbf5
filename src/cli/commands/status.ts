import { existsSync, statSync } from 'node:fs'
import { Ledger } from '../../engine/ledger/ledger'
import { toPublic } from '../../engine/context/entries'
import { isRemoved } from '../../engine/intake/housekeeping'
import { LedgerPasses } from '../../engine/ledger/passes'
import { stateLockHolder } from '../../engine/ledger/stateLock'
import { IN_FLIGHT_STATES, type IntakeItem } from '../../shared/intake'
import { endedWell } from '../../shared/outcome'
import { losesRecords, wasRebuilt } from '../../shared/stateDamage'
import { interruptedRecord, interruptedSentence, itemRecord, itemSentence } from '../describeItem'
import { shortIds, shortIdsOf } from '../itemIds'
import { CliError } from '../errors'
import { EXIT, type ExitCode } from '../exitCodes'
import type { CliArgs } from '../args'
import type { Output } from '../output'
import { tellRebuilt, tellStateDamage } from '../stateDamage'
import { summarize, summaryOf, type ShownState } from '../summary'
import { csvFormatFor, inboxCsv } from '../../shared/csvExport'
import { csvLanguage, csvWordsFor } from '../../shared/csvWords'
import { documentPageUrl } from '../../shared/serviceUrl'
import { writeQuality } from './statusQuality'

function unreadable(dir: string, err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code
  if (code === 'EACCES' || code === 'EPERM')
    return `Dropdock is not allowed to read its data in ${dir} (permission denied).`
  if (code === 'ENOTDIR') return `${dir} is a file, not a folder Dropdock keeps its data in.`
  return `Dropdock could not read its data in ${dir}: ${err instanceof Error ? err.message : String(err)}`
}

/** The CSV export on stdout, alone (no notes or summary among its lines). */
function writeCsv(args: CliArgs, out: Output, items: IntakeItem[], code: ExitCode): ExitCode {
  const appUrl = args.service?.appUrl
  const csv = inboxCsv(items, {
    format: csvFormatFor(args.locale),
    words: csvWordsFor(csvLanguage(args.locale)),
    documentLink: (id) => (appUrl ? documentPageUrl(appUrl, id) : null)
  })
  out.document(csv)
  return code
}

/**
 * One file's line in `status`: the short id `correct` and `relink` take, then the outcome line
 * the other commands print, and a relink still to be done.
 */
function statusLine(shortId: string, item: IntakeItem): string {
  const due = item.relinkDue
    ? ` (relink not done since a reference number was corrected: dropdock relink ${shortId.trim()})`
    : ''
  return `${shortId}  ${itemSentence(item)}${due}`
}

/**
 * `status`: every file the state folder's ledger knows, newest last, each after the short id of
 * its document, read without contacting the service, then the summary; with --csv the export instead (no summary line). Exit 0 when
 * all of them ended extracted or duplicate.
 */
export function statusCommand(args: CliArgs, out: Output): ExitCode {
  if (!existsSync(args.stateDir)) {
    if (args.csv) return writeCsv(args, out, [], EXIT.ok)
    if (args.quality) return writeQuality(out, [])
    const message = `Nothing sent yet: ${args.stateDir} does not exist.`
    out.result('note', { message, state_dir: args.stateDir }, message)
    out.summary(summarize([], {}, EXIT.ok))
    return EXIT.ok
  }
  // Read only: no lock and no repair, so status works on a folder this user may not write and
  // beside a running upload (a record being written at that instant is left out).
  let passes: LedgerPasses
  let first: FirstPass
  try {
    if (!statSync(args.stateDir).isDirectory())
      throw Object.assign(new Error(), { code: 'ENOTDIR' })
  } catch (err) {
    out.error(new CliError('storage', unreadable(args.stateDir, err)))
    return EXIT.storage
  }
  if (args.csv || args.quality) return wholeStatus(args, out)
  try {
    passes = new LedgerPasses(args.stateDir)
    first = firstPass(passes, !args.json)
  } catch (err) {
    out.error(new CliError('storage', unreadable(args.stateDir, err)))
    return EXIT.storage
  }
  if (!first.inOrder || !passes.streamable) return wholeStatus(args, out)
  // Read only: a torn last line may be a record being written by a running Dropdock.
  const damage = passes.damage
  if (damage && losesRecords(damage)) tellStateDamage(out, damage)
  const ofId = shortIdsOf(first.documentIds)
  let allWell = true
  try {
    return printFiles(
      args,
      out,
      (each) =>
        passes.forEach((e) => {
          if (isRemoved(e)) return
          if (!endedWell(e)) allWell = false
          each(toPublic(e))
        }),
      (item) => ofId(item.documentId),
      () => (allWell ? EXIT.ok : EXIT.notAllGood)
    )
  } catch (err) {
    out.error(new CliError('storage', unreadable(args.stateDir, err)))
    return EXIT.storage
  }
}

/** What a first pass over the ledger found: what the lines need before the first is printed. */
interface FirstPass {
  documentIds: string[]
  /** The files come in the order status lists them (by when they were found). */
  inOrder: boolean
}

/**
 * Goes over the ledger once without keeping its entries or parsing them whole (100,000 of them
 * would take hundreds of MiB as items, and seconds to parse twice): the documents' ids for the
 * id column (only a person's lines show it), and whether the ledger's order is already the
 * list's. Whether all ended well is found by the pass that prints them.
 */
function firstPass(passes: LedgerPasses, wantIds: boolean): FirstPass {
  const found: FirstPass = { documentIds: [], inOrder: true }
  let last: string | null = null
  passes.survey((e) => {
    if (e.removed) return
    if (last !== null && last.localeCompare(e.createdAt) > 0) found.inOrder = false
    last = e.createdAt
    if (wantIds && e.documentId) found.documentIds.push(e.documentId)
  })
  return found
}

/**
 * status over the whole ledger in memory: for the CSV export and the quality report (they take
 * every item at once), and a ledger whose order a stream cannot keep (a clock set back).
 */
function wholeStatus(args: CliArgs, out: Output): ExitCode {
  let ledger: Ledger
  try {
    ledger = Ledger.openReadOnly(args.stateDir)
  } catch (err) {
    out.error(new CliError('storage', unreadable(args.stateDir, err)))
    return EXIT.storage
  }
  const damage = ledger.loadReport.damage
  if (damage && losesRecords(damage)) tellStateDamage(out, damage)
  let items: IntakeItem[]
  try {
    items = [...ledger.values()]
      .map((e) => toPublic(e))
      .filter((i) => !i.removed)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  } finally {
    ledger.close()
  }
  if (args.quality) return writeQuality(out, items)
  const code = items.every(endedWell) ? EXIT.ok : EXIT.notAllGood
  if (args.csv) return writeCsv(args, out, items, code)
  return printFiles(
    args,
    out,
    (each) => items.forEach(each),
    shortIds(items),
    () => code
  )
}

/** Prints each file's line as it comes, then how many were taken back, and the summary. */
function printFiles(
  args: CliArgs,
  out: Output,
  files: (each: (item: IntakeItem) => void) => void,
  shortId: (item: IntakeItem) => string,
  codeOf: () => ExitCode
): ExitCode {
  // With no Dropdock on the folder, what was on its way stopped with the run that had it (Ctrl+C,
  // a crash): nothing sends or follows it now, and the next start resumes it.
  const stopped = stateLockHolder(args.stateDir) === null
  const shown: ShownState[] = []
  let rebuilt = 0
  out.hold()
  try {
    files((item) => {
      const interrupted = stopped && IN_FLIGHT_STATES.includes(item.state)
      if (interrupted) {
        out.result('file', interruptedRecord(item), () => {
          return `${shortId(item)}  ${interruptedSentence(item)}`
        })
      } else out.result('file', itemRecord(item), () => statusLine(shortId(item), item))
      shown.push(interrupted ? 'interrupted' : item.state)
      if (wasRebuilt(item)) rebuilt++
    })
    tellRebuilt(out, args.stateDir, rebuilt)
    const code = codeOf()
    out.summary(summaryOf(shown, {}, code))
    return code
  } finally {
    // Written in chunks (Output.hold); a storage error met midway comes after the lines before it.
    out.release()
  }
}
