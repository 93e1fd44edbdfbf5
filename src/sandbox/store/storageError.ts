import { storageKind } from '../../shared/storageProblem'
import { StorageError, toStorageError } from '../../storage/storageError'

/**
 * The sandbox's sentence for a write of its data that did not reach the disk. The server
 * answers such a StorageError with 507 and this message; the change it carried is not
 * acknowledged.
 */
export function sandboxStorageMessage(code: string, path: string): string {
  return storageKind(code) === 'full'
    ? `The disk holding the sandbox's data is full (${path}); the change was not saved. Free some space and retry.`
    : `The sandbox could not save the change: ${code} writing ${path}.`
}

/** Wraps any error of a write to `path` in the sandbox's words (a StorageError is kept). */
export function toSandboxStorageError(err: unknown, path: string): StorageError {
  return toStorageError(err, path, sandboxStorageMessage)
}
