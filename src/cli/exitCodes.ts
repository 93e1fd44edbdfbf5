import { Failure } from '../engine/failures/failure'
import { StateLockedError } from '../engine/ledger/stateLock'
import { StorageError } from '../storage/storageError'
import { CliError } from './errors'

/** Exit codes, stable for scripts (also listed in --help). */
export const EXIT = {
  ok: 0,
  notAllGood: 1,
  usage: 2,
  auth: 3,
  unreachable: 4,
  missingFile: 5,
  /** The state folder cannot be written: disk full, read-only, no permission, or a file. */
  storage: 6,
  /** Another Dropdock is using the state folder (see --wait-lock). */
  locked: 7,
  /**
   * A second Ctrl+C (stopped at once, no summary); npm's runners (`npx dropdock`, `npm run cli`)
   * exit with it after any Ctrl+C, once the command printed its summary.
   */
  interrupted: 130
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** The exit code for an error that ended a whole command (not one file among many). */
export function exitCodeFor(err: unknown): ExitCode {
  if (err instanceof CliError) return EXIT[err.kind]
  if (err instanceof StorageError) return EXIT.storage
  if (err instanceof StateLockedError) return EXIT.locked
  if (err instanceof Failure) {
    if (err.kind === 'auth' || err.kind === 'forbidden') return EXIT.auth
    if (err.kind === 'network' || err.kind === 'timeout') return EXIT.unreachable
    if (err.kind === 'file' && err.code === 'vanished') return EXIT.missingFile
  }
  return EXIT.notAllGood
}
