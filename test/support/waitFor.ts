type Missing = null | undefined | false

/**
 * The one wait-until of the tests: calls `read` every 25 ms until it gives something truthy
 * (itself or through a promise) and returns that. After `ms` it fails saying how long it waited
 * and for what; `what` may be a function, to name what was seen at that moment.
 */
export async function waitFor<T>(
  read: () => T | Missing | Promise<T | Missing>,
  what: string | (() => string),
  ms: number
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (v) return v
    if (Date.now() > end) {
      const named = typeof what === 'string' ? what : what()
      throw new Error(`timed out after ${ms} ms waiting for ${named}`)
    }
    await new Promise((r) => setTimeout(r, 25))
  }
}
