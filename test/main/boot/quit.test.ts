import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { App } from 'electron'
import { app, mockState, resetElectronMock } from '../../mocks/electron'
import { setupQuit } from '../../../src/main/boot/quit'

describe('app/quit', () => {
  beforeEach(() => resetElectronMock())
  afterEach(() => vi.useRealTimers())

  describe('setupQuit()', () => {
    it('holds the quit until the shutdown finished, then quits once', async () => {
      let finish!: () => void
      const shutdown = vi.fn(() => new Promise<void>((r) => (finish = r)))
      const q = setupQuit({ app: app as unknown as App, shutdown })
      const quitted = new Promise<void>((r) => app.once('quit', () => r()))
      app.quit()
      app.quit()
      expect(q.isQuitting()).toBe(true)
      expect(shutdown).toHaveBeenCalledTimes(1)
      expect(app.quitting).toBe(false)
      finish()
      await quitted
      expect(mockState.quitCalled).toBe(3)
    })

    it('quits anyway when the shutdown hangs past the timeout', async () => {
      vi.useFakeTimers()
      setupQuit({
        app: app as unknown as App,
        shutdown: () => new Promise(() => undefined),
        timeoutMs: 5_000
      })
      let quitted = false
      app.once('quit', () => (quitted = true))
      app.quit()
      await vi.advanceTimersByTimeAsync(4_999)
      expect(quitted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(quitted).toBe(true)
    })

    it('logs a failed shutdown and still quits', async () => {
      const lines: string[] = []
      setupQuit({
        app: app as unknown as App,
        shutdown: () => Promise.reject(new Error('ledger busy')),
        log: (l) => lines.push(l)
      })
      const quitted = new Promise<void>((r) => app.once('quit', () => r()))
      app.quit()
      await quitted
      expect(lines).toEqual(['shutdown failed: Error: ledger busy'])
    })
  })
})
