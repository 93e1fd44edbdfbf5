import { onTestFailed, onTestFinished } from 'vitest'

type Missing = null | undefined | false

/**
 * Resolves with the first truthy value of `read`, read now and again after every event that
 * `subscribe` delivers (the engine's item batches): a wait on what the engine tells, with no
 * clock of its own and no read left running once it is over. Reads never overlap: events that
 * come during one are answered by one more read after it.
 *
 * The test's own timeout bounds it, not a guess of how long the work takes under load; should
 * the test fail meanwhile, its report says what was waited for and what was read last.
 */
export function whenSeen<T>(
  subscribe: (onEvent: () => void) => () => void,
  read: () => T | Missing | Promise<T | Missing>,
  what: string | ((last: T | Missing | undefined) => string)
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let last: T | Missing | undefined
    let reading = false
    let again = false
    let over = false
    const finish = (): void => {
      over = true
      off()
    }
    const look = async (): Promise<void> => {
      if (over) return
      if (reading) {
        again = true
        return
      }
      reading = true
      try {
        do {
          again = false
          last = await read()
          if (last) {
            finish()
            return resolve(last)
          }
        } while (again && !over)
      } catch (err) {
        finish()
        reject(err instanceof Error ? err : new Error(String(err)))
      } finally {
        reading = false
      }
    }
    const off = subscribe(() => void look())
    inTest(() => {
      onTestFinished(finish)
      onTestFailed(() => {
        if (!over) console.error(`still waiting for ${named(what, last)}`)
      })
    })
    void look()
  })
}

function named<T>(what: string | ((last: T) => string), last: T): string {
  return typeof what === 'string' ? what : what(last)
}

/** Runs `register` when called inside a test (hooks have no test to report on). */
function inTest(register: () => void): void {
  try {
    register()
  } catch {
    // Called from a hook: its own timeout reports it.
  }
}
