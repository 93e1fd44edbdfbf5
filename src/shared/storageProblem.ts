/** When the disk under Dropdock's own data refuses it: what intake tells, and what it means. */

/** The disk under Dropdock's own data refused a write: intake waits until it takes them again. */
export interface StorageProblem {
  /** One sentence naming the folder, e.g. "The disk holding Dropdock's data is full: PATH". */
  message: string
  /** The system's code: ENOSPC, EACCES, EROFS, EIO… */
  code: string
  path: string
}

/** What a disk refusal means to a clerk, whatever the system's code for it. */
export type StorageKind = 'full' | 'denied' | 'readOnly' | 'io' | 'notFolder' | 'other'

/** The kind of a disk refusal by its system code (ENOSPC → full, EACCES → denied…). */
export function storageKind(code: string): StorageKind {
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return 'full'
    case 'EACCES':
    case 'EPERM':
      return 'denied'
    case 'EROFS':
      return 'readOnly'
    case 'EIO':
      return 'io'
    case 'ENOTDIR':
    case 'EEXIST':
      return 'notFolder'
    default:
      return 'other'
  }
}
