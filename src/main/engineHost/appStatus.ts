import type { IntakeCounts, ServiceWaitInfo } from '@shared/intake'
import type { StorageProblem } from '@shared/storageProblem'
import type { FolderHealth } from '@shared/folderHealth'
import type { AppStatus, ConnectionState } from '@shared/appStatus'
import { losesRecords, type StateDamage } from '@shared/stateDamage'

export const EMPTY_COUNTS: IntakeCounts = {
  total: 0,
  active: 0,
  done: 0,
  attention: 0,
  failed: 0,
  paused: false
}

/**
 * The status the tray and the window show, from the engine's counts and the connection, with
 * the disk that refuses the ledger, the watched folders that are not being watched, and when
 * the service is tried next while files wait for it.
 */
export function appStatus(
  connection: ConnectionState,
  counts: IntakeCounts,
  message: string | null,
  storage: StorageProblem | null = null,
  folders: readonly FolderHealth[] = [],
  damage: StateDamage | null = null,
  wait: ServiceWaitInfo | null = null
): AppStatus {
  return {
    connection,
    paused: counts.paused,
    counts,
    message,
    storage: storage ? { ...storage } : null,
    folders: [...folders],
    folderProblems: folders.filter((f) => f.state !== 'watching'),
    stateDamage: damage && losesRecords(damage) ? damage.message : null,
    stateRebuilt: damage?.recovered ?? 0,
    serviceWait: wait ? { ...wait } : null
  }
}

/** True when two statuses would draw the same tray and header. */
export function sameStatus(a: AppStatus | null, b: AppStatus): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b)
}
