import type { StateDamage, StateDamagePart } from '../../shared/stateDamage'
import type { JournalReplay } from './journal'
import type { SnapshotRead } from './snapshot'

const files = (n: number): string => (n === 1 ? '1 file' : `${n} files`)
const lines = (n: number): string => (n === 1 ? '1 line' : `${n} lines`)
const changes = (n: number): string => (n === 1 ? '1 change' : `${n} changes`)

/**
 * The damage a load of the state folder found, part by part, or null when it loaded whole.
 * What each part means for the clerk: files whose records are lost are found again and sent
 * again, and the service answers known content with the document it already holds.
 */
export function findDamage(
  dir: string,
  snap: SnapshotRead,
  journal: JournalReplay
): StateDamage | null {
  const parts: StateDamagePart[] = []
  const add = (kind: StateDamagePart['kind'], count: number, message: string): void => {
    parts.push({ kind, count, message })
  }
  const base = journal.base
  if (base && base.q > snap.seq) {
    if (!snap.exists) {
      add(
        'snapshot_missing',
        base.count,
        `The ledger's snapshot is missing: what it held of ${files(base.count)} is lost.`
      )
    } else {
      add(
        'snapshot_missing',
        base.count,
        `The ledger's snapshot is older than its journal: changes up to record ${base.q} are lost.`
      )
    }
  } else if (!base && journal.firstSeq > snap.seq + 1) {
    const lost = journal.firstSeq - snap.seq - 1
    add(
      snap.exists ? 'journal_gap' : 'snapshot_missing',
      lost,
      snap.exists
        ? `${changes(lost)} between the ledger's snapshot and its journal are missing.`
        : `The ledger's snapshot is missing: ${changes(lost)} before its journal are lost.`
    )
  }
  if (snap.count !== null) {
    // Fingerprints of pruned files come last: a cut there loses only those (a damaged line of
    // them is told below).
    const entriesLost = Math.max(0, snap.count - snap.read - snap.damaged)
    const printsLost = snap.damaged === 0 ? Math.max(0, snap.prints - snap.printsRead) : 0
    const lost = entriesLost + printsLost
    const total = snap.count + snap.prints
    if (lost > 0) {
      add(
        'snapshot_cut',
        lost,
        `The ledger's snapshot is cut short: ${files(lost)} of ${total} are missing.`
      )
    }
  }
  if (snap.damaged > 0)
    add(
      'snapshot_lines',
      snap.damaged,
      `${lines(snap.damaged)} of the ledger's snapshot are damaged and were skipped.`
    )
  if (journal.corrupt > 0)
    add(
      'journal_lines',
      journal.corrupt,
      `${lines(journal.corrupt)} of the ledger's journal are damaged and were skipped.`
    )
  if (journal.orphans > 0 && parts.length === 0)
    add(
      'journal_orphans',
      journal.orphans,
      `${changes(journal.orphans)} in the ledger's journal name files it does not hold.`
    )
  if (journal.tornTail)
    add(
      'torn_tail',
      1,
      'A change being written when Dropdock last stopped was cut off; it is redone.'
    )
  if (parts.length === 0) return null
  const lossy = parts.some((p) => p.kind !== 'torn_tail')
  const message = lossy
    ? `The state folder ${dir} is damaged: ${parts.map((p) => p.message).join(' ')} Files whose records are lost are sent again; the service keeps one document per content.`
    : parts[0].message
  return { path: dir, parts, message }
}
