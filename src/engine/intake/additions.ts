import { mkdirSync, writeFileSync, type Stats } from 'node:fs'
import { lstat, stat } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../shared/fileModes'
import { MAX_FILE_BYTES, SNIFF_BYTES, isProgram, notADocument } from '../../shared/fileTypes'
import { md5Bytes } from '../checksum/md5'
import { storageWrite } from '../ledger/storageError'
import { emptyFilePatch } from '../context/emptyFile'
import { FAILED_STATES, SEND_AGAIN_STATES, type ItemOrigin } from '../../shared/intake'
import type { Refusal } from '../../shared/refusal'
import type { LedgerEntry } from '../ledger/types'
import { isoAt } from '../time/clock'
import { newItemId } from '../context/itemId'
import type { IntakeContext } from '../context/context'
import { isOnItsWay, newEntry } from '../context/entries'
import { fsPath } from '../files/rawName'
import { isRemoved } from './housekeeping'

export interface AddResult {
  accepted: number
  rejected: Refusal[]
  /** Ids of the items (in the order of the accepted paths). */
  ids: string[]
  /**
   * Ids of earlier items, for files given again unchanged, that ended without success
   * (FAILED_STATES): they answer for the file as they are unless retried.
   */
  endedBadly: string[]
}

/**
 * Why a path handed over must not become an item, or null for a regular file within the size
 * limit that is not a program. Links are followed: a link to a folder, device or FIFO is refused like its target, so a
 * hostile caller cannot make intake read /dev/zero, block on a pipe or take in a whole folder.
 */
function refusal(name: string, st: Stats | null): Omit<Refusal, 'path'> | null {
  const no = (kind: Refusal['kind'], reason: string) => ({ kind, reason })
  if (!st) return no('missing', `"${name}" does not exist.`)
  if (st.isDirectory()) {
    return no('folder', `"${name}" is a folder; drop the files inside it, or watch it.`)
  }
  if (st.isSymbolicLink()) return null
  if (!st.isFile()) {
    return no('notRegular', `"${name}" is not a regular file (a device, pipe or socket).`)
  }
  if (isProgram(name, st.mode)) {
    return no('program', `"${name}" is a program or script, not a document.`)
  }
  if (st.size > MAX_FILE_BYTES) {
    const limit = MAX_FILE_BYTES / 1024 / 1024
    return no('tooLarge', `"${name}" is larger than ${limit} MiB, the upload limit.`)
  }
  return null
}

/**
 * Entries for files handed over by path (dropped, given to the CLI). A path that is not a
 * regular file within the size limit is rejected with a reason; a path already on its way keeps
 * its item; anything else becomes an entry, even if reading it will fail, so that the failure is
 * shown and counted.
 */
export async function entriesForPaths(
  ctx: Pick<IntakeContext, 'clock' | 'ledger' | 'queuedState'>,
  paths: string[],
  origin: ItemOrigin
): Promise<{ created: LedgerEntry[]; result: AddResult }> {
  const result: AddResult = { accepted: 0, rejected: [], ids: [], endedBadly: [] }
  const created: LedgerEntry[] = []
  const at = isoAt(ctx.clock)
  const seen = new Map<string, number>()
  for (const raw of paths) {
    const path = resolve(raw)
    // The same file twice in one drop is one item.
    const twice = seen.get(path)
    if (twice !== undefined) {
      result.accepted++
      result.ids.push(result.ids[twice])
      continue
    }
    seen.set(path, result.ids.length)
    // The clerk's own link is taken for its target; one that cannot be followed (a loop) still
    // becomes an item: reading it fails, visibly.
    const own = await lstat(fsPath(path)).catch(() => null)
    const linked = own?.isSymbolicLink() === true
    const st = linked
      ? await stat(fsPath(path)).catch((err: NodeJS.ErrnoException) =>
          err.code === 'ENOENT' ? null : own
        )
      : own
    const refused = refusal(basename(path), st)
    if (refused || !st) {
      result.rejected.push({ path: raw, ...(refused ?? { kind: 'missing', reason: '' }) })
      continue
    }
    // A removed item's file given again is a new item: its content is known (a duplicate).
    const found = ctx.ledger.byPath(path)
    const existing = found && !isRemoved(found) ? found : undefined
    // A file given again keeps its item when it is still on its way, or when it did not change
    // since: an earlier run's item is followed to its end, or answers with how it ended (a
    // failure stays a failure). The ledger grows with new files, not with runs.
    const unchanged =
      existing !== undefined && existing.size === st.size && existing.mtimeMs === st.mtimeMs
    if (
      existing &&
      (isOnItsWay(existing.state) || (unchanged && !SEND_AGAIN_STATES.includes(existing.state)))
    ) {
      result.accepted++
      result.ids.push(existing.id)
      if (FAILED_STATES.includes(existing.state)) result.endedBadly.push(existing.id)
      continue
    }
    const id = newItemId(ctx.clock.now())
    const e = newEntry({
      id,
      origin,
      path,
      size: st.size,
      mtimeMs: st.mtimeMs,
      state: ctx.queuedState(),
      at
    })
    // What was handed over is the file read: another one in its place later is not sent as it.
    e.meta = { dev: st.dev, ino: st.ino, ...(linked ? { linked } : {}) }
    created.push(e)
    result.accepted++
    result.ids.push(id)
  }
  return { created, result }
}

/**
 * The entry for bytes handed over without a file (a mail attachment dragged from the mail
 * client), checked first: a name is needed, a given MD5 must match, and bytes that are not a
 * document the service reads are refused with the reason (thrown). No bytes at all make an
 * entry that is `empty` already, as an empty file ends.
 */
export function entryForBytes(
  ctx: Pick<IntakeContext, 'clock' | 'queuedState'>,
  name: string,
  bytes: Uint8Array,
  md5: string | undefined
): LedgerEntry {
  const clean = basename(name.trim())
  if (clean === '' || clean === '.' || clean === '..')
    throw new Error('An attachment needs a file name')
  const actual = md5Bytes(bytes)
  if (md5 !== undefined && md5 !== actual) {
    throw new Error(
      `The checksum given for "${clean}" does not match its bytes (transfer damaged?)`
    )
  }
  if (bytes.byteLength > 0) {
    const refused = notADocument(clean, bytes.subarray(0, SNIFF_BYTES))
    if (refused) throw new Error(refused)
  }
  const e = newEntry({
    id: newItemId(ctx.clock.now()),
    origin: { kind: 'bytes' },
    path: null,
    name: clean,
    size: bytes.byteLength,
    mtimeMs: null,
    md5: actual,
    state: ctx.queuedState(),
    at: isoAt(ctx.clock)
  })
  const empty = emptyFilePatch(bytes.byteLength)
  if (!empty) return e
  return {
    ...e,
    ...empty,
    history: [{ state: 'empty', at: e.createdAt, note: empty.lastError.message }]
  }
}

/** Writes handed-over bytes under the state folder (a crash cannot lose them); their path. */
export function spoolBytes(spoolDir: string, id: string, bytes: Uint8Array): string {
  const spoolPath = join(spoolDir, id)
  storageWrite(spoolPath, () => {
    mkdirSync(spoolDir, { recursive: true, mode: PRIVATE_DIR_MODE })
    writeFileSync(spoolPath, bytes, { mode: PRIVATE_FILE_MODE })
  })
  return spoolPath
}
