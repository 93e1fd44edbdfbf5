/**
 * What the app says about itself at a glance: the connection, whether intake is paused, the
 * counts, and what keeps it from working (the disk under its data, unreachable folders, a damaged
 * state folder). Main builds it (engineHost/appStatus.ts); the window's header, the tray and the
 * notifications read it.
 */
import type { FolderHealth } from './folderHealth'
import type { IntakeCounts, ServiceWaitInfo } from './intake'
import type { StorageProblem } from './storageProblem'

export type ConnectionState = 'sandbox' | 'online' | 'offline' | 'auth_error' | 'starting'

export interface AppStatus {
  connection: ConnectionState
  paused: boolean
  counts: IntakeCounts
  /** Plain-language reason when offline or refused. */
  message: string | null
  /**
   * Set while the disk under Dropdock's data refuses writes: intake waits and goes on by itself
   * once writing works again. The code and path let the tray, the notifications and the window
   * say it in the clerk's language; `message` is the engine's English sentence ("The disk
   * holding Dropdock's data is full: PATH") for IT.
   */
  storage?: StorageProblem | null
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
  /** Files whose record was lost that were taken back from the service's documents this run. */
  stateRebuilt?: number
  /**
   * Set while files wait for the service before they are tried again (a retry after a failure,
   * an outage): when it is tried next. The window's banner says it, with "Try now".
   */
  serviceWait?: ServiceWaitInfo | null
}
