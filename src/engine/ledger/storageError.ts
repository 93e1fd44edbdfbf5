import { storageKind } from '../../shared/storageProblem'
import { errnoCode, StorageError, toStorageError } from '../../storage/storageError'

/** Error codes that mean "the disk under the state folder will not take our writes". */
const STORAGE_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EACCES',
  'EPERM',
  'EROFS',
  'EIO',
  'ENOTDIR',
  'EEXIST'
])

/** The sentence for a disk refusal at `path` (English: the CLI's and the log's). */
export function storageMessage(code: string, path: string): string {
  switch (storageKind(code)) {
    case 'full':
      return `The disk holding Dropdock's data is full: ${path}`
    case 'denied':
      return `Dropdock is not allowed to write its data in ${path} (permission denied).`
    case 'readOnly':
      return `The disk holding Dropdock's data is read-only: ${path}`
    case 'io':
      return `The disk holding Dropdock's data failed to write (input/output error): ${path}`
    case 'notFolder':
      return `${path} is a file, not a folder Dropdock can keep its data in.`
    case 'other':
      return `Dropdock could not write its data in ${path} (${code}).`
  }
}

/**
 * A write's error: a disk refusal becomes a StorageError of Dropdock's data naming `path`,
 * anything else (a bug) passes through unchanged.
 */
export function asStorageError(err: unknown, path: string): unknown {
  if (err instanceof StorageError) return err
  const code = errnoCode(err)
  if (code === undefined || !STORAGE_CODES.has(code)) return err
  return toStorageError(err, path, storageMessage)
}

/** `fn()`, with disk refusals turned into StorageError naming `path`. */
export function storageWrite<T>(path: string, fn: () => T): T {
  try {
    return fn()
  } catch (err) {
    throw asStorageError(err, path)
  }
}

/** Codes that mean "Dropdock's data cannot be read" when opening or reading it. */
const READ_CODES = new Set(['EACCES', 'EPERM', 'EISDIR', 'EIO'])

/** The sentence for data of Dropdock's that cannot be read at `path`. */
function readMessage(code: string, path: string): string {
  if (code === 'EACCES' || code === 'EPERM')
    return `Dropdock is not allowed to read its data in ${path} (permission denied).`
  if (code === 'EISDIR') return `${path} is a folder, not the file of Dropdock's data it should be.`
  return `The disk holding Dropdock's data failed to read (input/output error): ${path}`
}

/**
 * `fn()` reading (and repairing) Dropdock's data: a file that cannot be read becomes a
 * StorageError saying so, a refused repair one saying the write was refused. Either way the
 * state is unreadable, never a raw error (the CLI's exit 6).
 */
export function storageRead<T>(path: string, fn: () => T): T {
  try {
    return fn()
  } catch (err) {
    const code = errnoCode(err)
    if (code !== undefined && READ_CODES.has(code) && !(err instanceof StorageError)) {
      throw toStorageError(err, path, readMessage)
    }
    throw asStorageError(err, path)
  }
}
