import { randomBytes } from 'node:crypto'

/**
 * Short, sortable item ids: a millisecond timestamp prefix keeps ledger order readable, the random
 * tail keeps two engines (or a restarted one) from colliding.
 */
export function newItemId(nowMs: number = Date.now()): string {
  return `f_${nowMs.toString(36)}${randomBytes(6).toString('hex')}`
}
