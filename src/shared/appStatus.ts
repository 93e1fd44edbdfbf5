/**
 * What the app says about itself at a glance: the connection, whether intake is paused, the
 * counts, and what keeps it from working (the disk under its data, unreachable folders, a damaged
 * state folder). Main builds it (engineHost/appStatus.ts); the window's header, the tray and the
 * notifications read it.
 */
import type { FolderHealth, IntakeCounts } from './intake'

export type ConnectionState = 'sandbox' | 'online' | 'offline' | 'auth_error' | 'starting'

export interface AppStatus {
  connection: ConnectionState
  paused: boolean
  counts: IntakeCounts
  /** Plain-language reason when offline or refused. */
  message: string | null
  /**
   * Set while the disk under Dropdock's data refuses writes ("The disk holding Dropdock's data
   * is full: PATH"): intake waits and goes on by itself once writing works again.
   */
  storage?: string | null
  /** The same refusal as data, so the tray and notifications can say it in the clerk's language. */
  storageProblem?: { code: string; path: string } | null
  /**
   * The watched folders that are not being watched now: `unreachable` (with the reason) or
   * `retrying`. The others go on being watched; these join by themselves once readable.
   */
  folderProblems?: FolderHealth[]
  /** Every folder the engine watches or tries to, with its health (settings shows each one). */
  folders?: FolderHealth[]
  /**
   * What was found damaged or missing in the state folder at start ("The state folder … is
   * damaged: the ledger's snapshot is missing …"); null when it loaded whole.
   */
  stateDamage?: string | null
}
