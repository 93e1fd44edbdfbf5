import { createInterface, type Interface } from 'node:readline'

/**
 * The user's asks to try the service at once, while files wait for it: Enter at a terminal, or
 * SIGUSR1 from a script (`kill -USR1 PID`). A command subscribes while it runs an engine.
 */
export interface TryNowAsks {
  /** Calls `fn` on each ask; returns unsubscribe. */
  on(fn: () => void): () => void
  /** What to tell a person waiting, or null when no key press reaches us (stdin not a TTY). */
  readonly hint: string | null
}

/** Asks that never come (tests, and hosts without a terminal or signals). */
export const NO_ASKS: TryNowAsks = { on: () => () => undefined, hint: null }

/**
 * The asks of this process: SIGUSR1 always, Enter when stdin is a terminal. The terminal is read
 * only while someone listens, so a command that does not wait for the service leaves it alone.
 */
export function processAsks(proc: NodeJS.Process = process): TryNowAsks {
  const listeners = new Set<() => void>()
  const ask = (): void => {
    for (const fn of listeners) fn()
  }
  const tty = proc.stdin.isTTY === true
  let lines: Interface | null = null
  return {
    hint: tty ? 'Press Enter to try now.' : null,
    on(fn) {
      if (listeners.size === 0) {
        proc.on('SIGUSR1', ask)
        if (tty) {
          // Read as the terminal gives lines (not raw): Ctrl+C stays the terminal's SIGINT.
          lines = createInterface({ input: proc.stdin, terminal: false })
          lines.on('line', ask)
        }
      }
      listeners.add(fn)
      return () => {
        if (!listeners.delete(fn) || listeners.size > 0) return
        proc.off('SIGUSR1', ask)
        lines?.close()
        lines = null
      }
    }
  }
}
