import type { App } from 'electron'

/**
 * Quitting waits for a clean stop: intake pauses, running uploads finish or are parked in the
 * ledger, the service closes. The first 'before-quit' is held until that is done (or the
 * timeout passes), then the app quits for real.
 */
export function setupQuit(opts: {
  app: App
  shutdown(): Promise<void>
  timeoutMs?: number
  log?: (line: string) => void
}): { isQuitting(): boolean } {
  let state: 'running' | 'stopping' | 'stopped' = 'running'
  opts.app.on('before-quit', (event) => {
    if (state === 'stopped') return
    event.preventDefault()
    if (state === 'stopping') return
    state = 'stopping'
    const timeout = new Promise<void>((resolve) =>
      setTimeout(resolve, opts.timeoutMs ?? 10_000).unref?.()
    )
    void Promise.race([opts.shutdown(), timeout])
      .catch((err) => opts.log?.(`shutdown failed: ${String(err)}`))
      .finally(() => {
        state = 'stopped'
        opts.app.quit()
      })
  })
  return { isQuitting: () => state !== 'running' }
}
