/** A watched folder's health, as the engine tells it and the app and the CLI show it. */

/**
 * How a watched folder is: `watching` (its files are taken), `unreachable` (it cannot be read:
 * missing, unmounted, no permission; Dropdock looks again on its own every
 * FOLDER_RETRY_MS_DEFAULT) or `retrying` (it can be read again and its watch is starting).
 * A folder that cannot be read is never taken for an empty one.
 */
export const FOLDER_HEALTH_STATES = ['watching', 'unreachable', 'retrying'] as const

export type FolderHealthState = (typeof FOLDER_HEALTH_STATES)[number]

/** One watched folder's health, as the engine tells it on each change. */
export interface FolderHealth {
  path: string
  state: FolderHealthState
  /** While `unreachable`: one sentence naming the folder and why (the engine's English). */
  reason: string | null
  /** While `unreachable`: the system's code (ENOENT, EACCES, ENOTDIR…). */
  code: string | null
}

/** How often a folder that cannot be reached is looked at again, and a watched one checked. */
export const FOLDER_RETRY_MS_DEFAULT = 5000

/** What an unreachable folder means to a clerk, whatever the system's code for it. */
export type FolderProblemKind = 'missing' | 'denied' | 'notFolder' | 'other'

/** The kind of a folder's problem by its system code (ENOENT → missing, EACCES → denied…). */
export function folderProblemKind(code: string | null): FolderProblemKind {
  switch (code) {
    case 'ENOENT':
      return 'missing'
    case 'EACCES':
    case 'EPERM':
      return 'denied'
    case 'ENOTDIR':
      return 'notFolder'
    default:
      return 'other'
  }
}
