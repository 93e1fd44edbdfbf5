/**
 * Polls `read` every 50 ms until it returns something truthy, and returns that; fails naming
 * `what` after `ms`. For tests that wait on the app's asynchronous work (intake, notifications).
 */
export async function waitFor<T>(
  read: () => T | null | undefined,
  what: string,
  ms: number
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = read()
    if (v) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
