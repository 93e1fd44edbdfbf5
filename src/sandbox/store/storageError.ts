/** Error codes meaning the disk (or the user's quota on it) has no room left. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT'])

/**
 * A write to the sandbox's data that did not reach the disk. The server answers it with 507;
 * the change it carried is not acknowledged.
 */
export class StorageError extends Error {
  constructor(
    /** errno code (ENOSPC, EIO, EROFS, …) or 'EUNKNOWN'. */
    readonly code: string,
    /** The file or folder that could not be written. */
    readonly path: string
  ) {
    super(
      FULL_CODES.has(code)
        ? `The disk holding the sandbox's data is full (${path}); the change was not saved. Free some space and retry.`
        : `The sandbox could not save the change: ${code} writing ${path}.`
    )
    this.name = 'StorageError'
  }

  /** True when the disk is full rather than broken or read-only. */
  get full(): boolean {
    return FULL_CODES.has(this.code)
  }
}

/** Wraps any error of a write to `path` (a StorageError is kept as it is). */
export function toStorageError(err: unknown, path: string): StorageError {
  if (err instanceof StorageError) return err
  const code = (err as NodeJS.ErrnoException)?.code
  return new StorageError(typeof code === 'string' ? code : 'EUNKNOWN', path)
}
