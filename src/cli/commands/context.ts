import type { ServiceClient } from '../../engine/client/serviceClient'
import type { Clock } from '../../engine/time/clock'
import type { TryNowAsks } from '../tryNowAsks'
import type { CliArgs } from '../args'
import type { Output } from '../output'

/** What every command gets. */
export interface CommandContext {
  args: CliArgs
  out: Output
  client: ServiceClient
  /**
   * The clock the engine runs on: its waits hold the process (commandClock), so a command lives
   * until its work is done.
   */
  clock: Clock
  /**
   * Web-app links are printed only when they lead somewhere: an address given by the user (the
   * embedded sandbox stops with the command; a guess from the API's origin is often wrong).
   */
  webLinks: boolean
  /** Resolves when the user asks to stop (Ctrl+C, SIGTERM). */
  stopRequested: Promise<void>
  /** The user's asks to try the service now while files wait for it (Enter, SIGUSR1). */
  tryNow: TryNowAsks
}
