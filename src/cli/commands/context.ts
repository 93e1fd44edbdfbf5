import type { ServiceClient } from '../../main/core/client/serviceClient'
import type { CliArgs } from '../args'
import type { Output } from '../output'

/** What every command gets. */
export interface CommandContext {
  args: CliArgs
  out: Output
  client: ServiceClient
  /** The embedded sandbox stops with the command, so its web links would lead nowhere. */
  embedded: boolean
  /** Resolves when the user asks to stop (Ctrl+C, SIGTERM). */
  stopRequested: Promise<void>
}
