import { storageKind } from '../../../shared/intake'

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

/**
 * A write of Dropdock's own data (ledger, lock) that the disk refused. Not a crash and not a
 * failure of any file: intake waits until writing works again. `message` is one sentence.
 */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly path: string
  ) {
    super(message)
    this.name = 'StorageError'
  }
}

/** True for a StorageError (also across module copies: checks the name). */
export function isStorageError(err: unknown): err is StorageError {
  return err instanceof Error && err.name === 'StorageError' && 'code' in err && 'path' in err
}

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
 * Runs a write; a disk refusal becomes a StorageError naming `path`, anything else passes
 * through unchanged.
 */
export function asStorageError(err: unknown, path: string): unknown {
  if (isStorageError(err)) return err
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code !== 'string' || !STORAGE_CODES.has(code)) return err
  return new StorageError(storageMessage(code, path), code, path)
}

/** `fn()`, with disk refusals turned into StorageError naming `path`. */
export function storageWrite<T>(path: string, fn: () => T): T {
  try {
    return fn()
  } catch (err) {
    throw asStorageError(err, path)
  }
}
