import { ServiceError } from '../main/core/client/errors'

/** Exit codes, stable for scripts (also listed in --help). */
export const EXIT = {
  ok: 0,
  notAllGood: 1,
  usage: 2,
  auth: 3,
  unreachable: 4,
  missingFile: 5
} as const

export type ExitCode = (typeof EXIT)[keyof typeof EXIT]

/** The exit code for an error that ended a whole command (not one file among many). */
export function exitCodeFor(err: unknown): ExitCode {
  if (err instanceof ServiceError) {
    if (err.kind === 'auth' || err.kind === 'forbidden') return EXIT.auth
    if (err.kind === 'network' || err.kind === 'timeout') return EXIT.unreachable
    if (err.kind === 'file' && err.code === 'vanished') return EXIT.missingFile
  }
  return EXIT.notAllGood
}
