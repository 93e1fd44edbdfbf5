import { existsSync, statSync } from 'node:fs'
import { Ledger } from '../../engine/ledger/ledger'
import { toPublic } from '../../engine/context/entries'
import { stateLockHolder } from '../../engine/ledger/stateLock'
import { IN_FLIGHT_STATES, type IntakeItem } from '../../shared/intake'
import { endedWell } from '../../shared/outcome'
import { losesRecords, wasRebuilt } from '../../shared/stateDamage'
import { interruptedRecord, interruptedSentence, itemRecord, itemSentence } from '../describeItem'
import { shortIds } from '../itemIds'
import { CliError } from '../errors'
import { EXIT, type ExitCode } from '../exitCodes'
import type { CliArgs } from '../args'
import type { Output } from '../output'
import { tellRebuilt, tellStateDamage } from '../stateDamage'
import { summarize } from '../summary'
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
  let ledger: Ledger
  try {
    if (!statSync(args.stateDir).isDirectory())
      throw Object.assign(new Error(), { code: 'ENOTDIR' })
    ledger = Ledger.openReadOnly(args.stateDir)
  } catch (err) {
    out.error(new CliError('storage', unreadable(args.stateDir, err)))
    return EXIT.storage
  }
  // Read only: a torn last line may be a record being written by a running Dropdock.
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
  const shortId = shortIds(items)
  // With no Dropdock on the folder, what was on its way stopped with the run that had it (Ctrl+C,
  // a crash): nothing sends or follows it now, and the next start resumes it.
  const stopped = stateLockHolder(args.stateDir) === null
  const interrupted = (item: IntakeItem): boolean =>
    stopped && IN_FLIGHT_STATES.includes(item.state)
  for (const item of items) {
    if (interrupted(item)) {
      out.result('file', interruptedRecord(item), `${shortId(item)}  ${interruptedSentence(item)}`)
    } else out.result('file', itemRecord(item), statusLine(shortId(item), item))
  }
  tellRebuilt(out, args.stateDir, items.filter(wasRebuilt).length)
  out.summary(summarize(items, {}, code, (i) => (interrupted(i) ? 'interrupted' : i.state)))
  return code
}
