import type { ServiceClient } from '../../main/core/client/serviceClient'
import type { CliArgs } from '../args'
import type { Output } from '../output'

/** What every command gets. */
export interface CommandContext {
  args: CliArgs
  out: Output
  client: ServiceClient
  /** Resolves when the user asks to stop (Ctrl+C, SIGTERM). */
  stopRequested: Promise<void>
}
