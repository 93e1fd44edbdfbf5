import { storageKind } from '../shared/storageProblem'

/**
 * A write (or read) of our own data that the disk refused: full, read-only, denied, failing.
 * Not a bug and not a fault of any file the user gave us. The ledger and the sandbox's store
 * throw the same class; each words it for its own reader (`message`, one sentence naming the
 * file or folder), so the class holds no wording of its own.
 *
 * Checked with `instanceof`: every process loads this module once (the CLI and the app are
 * each bundled with one copy of it; the sandbox's process has its own, and its errors leave it
 * as HTTP answers, never as objects).
 */
export class StorageError extends Error {
  constructor(
    message: string,
    /** errno code (ENOSPC, EACCES, EROFS, EIO, …) or 'EUNKNOWN'. */
    readonly code: string,
    /** The file or folder that could not be written or read. */
    readonly path: string
  ) {
    super(message)
    this.name = 'StorageError'
  }

  /** True when the disk (or the user's quota on it) is full rather than broken or read-only. */
  get full(): boolean {
    return storageKind(this.code) === 'full'
  }
}

/** The errno code of what a file-system call threw, or undefined when it carries none. */
export function errnoCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** The sentence a refusal with `code` at `path` is told with. */
export type StorageWording = (code: string, path: string) => string

/**
 * `err` of a call on `path` as a StorageError worded by `word` ('EUNKNOWN' when it carries no
 * errno code); a StorageError is kept as it is, with the path and words it was given first.
 */
export function toStorageError(err: unknown, path: string, word: StorageWording): StorageError {
  if (err instanceof StorageError) return err
  const code = errnoCode(err) ?? 'EUNKNOWN'
  return new StorageError(word(code, path), code, path)
}
