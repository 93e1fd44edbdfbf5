import { execFileSync } from 'node:child_process'
import { closeSync, constants, openSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { TestContext } from 'vitest'
import { skipBecause, systemTool } from './systemTools'

/** How long a read of a FIFO may take to be refused: a blocking open never ends at all. */
export const FIFO_REFUSAL_TIMEOUT_MS = 10_000

/**
 * FIFOs put where files were, and released after each test: should a read ever wait on one (the
 * code under test regressed), a writer opening it lets the blocked libuv thread go, so the
 * test fails on its timeout instead of the worker hanging at exit.
 */
export function fifoSwapper(): {
  swap(ctx: TestContext, path: string): Promise<void>
  release(): void
} {
  const made: string[] = []
  return {
    async swap(ctx, path) {
      const mkfifo = systemTool('mkfifo')
      if (!mkfifo) skipBecause(ctx, 'no mkfifo command on this machine')
      await rm(path, { force: true })
      execFileSync(mkfifo, [path])
      made.push(path)
    },
    release() {
      for (const fifo of made.splice(0)) {
        try {
          closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK))
        } catch {
          // No reader waiting: nothing to release.
        }
      }
    }
  }
}
