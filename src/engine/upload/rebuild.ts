import { losesRecords } from '../../shared/stateDamage'

export { REBUILT_NOTE } from '../../shared/stateDamage'
import { nameForService } from '../files/rawName'
import type { Ledger } from '../ledger/ledger'
import type { LedgerEntry } from '../ledger/types'

/**
 * Whether a 409 that no item of this ledger explains names this very file's document, sent by
 * an earlier run whose record the state folder lost (a snapshot cut short or deleted, damaged
 * lines). Only after such a loss, and only for a document the service holds under the name this
 * file is sent under: the item then takes it back and follows it to its outcome and links,
 * instead of counting the file a duplicate of itself.
 */
export function isRebuiltDocument(
  ledger: Pick<Ledger, 'loadReport'>,
  e: LedgerEntry,
  existingName: string | null
): boolean {
  const damage = ledger.loadReport.damage
  if (!damage || !losesRecords(damage)) return false
  return existingName !== null && existingName === nameForService(e)
}

/** Counts one file taken back in the damage report the hosts show (status line, CLI summary). */
export function countRebuilt(ledger: Pick<Ledger, 'loadReport'>): void {
  const damage = ledger.loadReport.damage
  if (damage) damage.recovered = (damage.recovered ?? 0) + 1
}
