/**
 * Kinds of the CLI's own errors, beside the service's ERROR_KINDS (src/shared/intake.ts): the
 * `kind` of a `--json` `error` event that ended a command. Each has its exit code.
 */
export const CLI_ERROR_KINDS = [
  /** The command line is wrong: nothing was done (exit 2). */
  'usage',
  /** Another Dropdock uses the state folder (exit 7; --wait-lock waits for it). */
  'locked',
  /** The state folder cannot be written or read (exit 6). */
  'storage',
  /** Anything else: a bug, with its message. */
  'internal'
] as const

export type CliErrorKind = (typeof CLI_ERROR_KINDS)[number]
