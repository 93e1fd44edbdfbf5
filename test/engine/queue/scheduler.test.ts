import { describe, expect, it } from 'vitest'
import { Scheduler, type Lane } from '../../../src/engine/queue/scheduler'
import { ManualClock } from '../../main/support/manualClock'

/**
 * A scheduler whose steps wait `stepMs` and log what ran, with the peak concurrency per lane;
 * `started(id)` resolves once the step of `id` has begun.
 */
function harness(limits = { hash: 2, upload: 3 }, stepMs = 20) {
  const log: string[] = []
  const starts = new Map<string, () => void>()
  const started = (id: string): Promise<void> =>
    new Promise((resolve) => {
      if (log.some((l) => l.endsWith(`:${id}`))) resolve()
      else starts.set(id, resolve)
    })
  const peak: Record<Lane, number> = { hash: 0, upload: 0 }
  const now: Record<Lane, number> = { hash: 0, upload: 0 }
  const aborted: string[] = []
  const s = new Scheduler({
    limits,
    run: async (lane, id, signal) => {
      now[lane]++
      peak[lane] = Math.max(peak[lane], now[lane])
      log.push(`${lane}:${id}`)
      starts.get(id)?.()
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, stepMs)
        signal.addEventListener('abort', () => {
          clearTimeout(t)
          aborted.push(id)
          resolve()
        })
      })
      now[lane]--
    }
  })
  return { s, log, peak, aborted, started }
}

/** A scheduler on a ManualClock, logging what ran. */
function manualClock(start: number) {
  const clock = new ManualClock(start)
  const log: string[] = []
  const s = new Scheduler({
    limits: { hash: 1, upload: 1 },
    clock,
    run: async (lane, id) => {
      log.push(`${lane}:${id}`)
    }
  })
  return { s, log, clock }
}

describe('Scheduler', () => {
  describe('enqueue()', () => {
    it('never runs more steps per lane than its limit', async () => {
      const { s, peak } = harness({ hash: 2, upload: 3 })
      for (let i = 0; i < 10; i++) s.enqueue('hash', `h${i}`)
      for (let i = 0; i < 10; i++) s.enqueue('upload', `u${i}`)
      await s.whenIdle()
      expect(peak).toEqual({ hash: 2, upload: 3 })
    })

    it('runs high-priority (dropped) items before normal (watched) ones', async () => {
      const { s, log } = harness({ hash: 1, upload: 1 })
      s.enqueue('hash', 'w1')
      s.enqueue('hash', 'w2')
      s.enqueue('hash', 'w3')
      s.enqueue('hash', 'd1', 'high')
      await s.whenIdle()
      expect(log).toEqual(['hash:w1', 'hash:d1', 'hash:w2', 'hash:w3'])
    })

    it('queues the next step of a running item once the current one returns', async () => {
      const log: string[] = []
      const s: Scheduler = new Scheduler({
        limits: { hash: 1, upload: 1 },
        run: async (lane, id) => {
          log.push(`${lane}:${id}`)
          if (lane === 'hash') s.enqueue('upload', id)
          // The step returns on a later turn, after the enqueue above has been handled.
          await new Promise((r) => setImmediate(r))
        }
      })
      s.enqueue('hash', 'a')
      await s.whenIdle()
      expect(log).toEqual(['hash:a', 'upload:a'])
    })
  })

  describe('pause()', () => {
    it('starts nothing while paused and resumes in order', async () => {
      const { s, log, clock } = manualClock(0)
      s.pause()
      s.enqueue('hash', 'a')
      s.enqueue('hash', 'b')
      clock.advance(60_000)
      expect(log).toEqual([])
      s.resume()
      await s.whenIdle()
      expect(log).toEqual(['hash:a', 'hash:b'])
    })
  })

  describe('holdUntil()', () => {
    it('starts nothing before the time the service asked for, then everything in order', async () => {
      const { s, log, clock } = manualClock(0)
      s.holdUntil(80)
      s.enqueue('upload', 'a')
      s.enqueue('upload', 'b')
      clock.advance(79)
      expect(log).toEqual([])
      clock.advance(1)
      await s.whenIdle()
      expect(log).toEqual(['upload:a', 'upload:b'])
    })

    it('still starts when the hold timer fires a moment before the wall clock reaches its end', async () => {
      // Timers run on a monotonic clock, Date.now() on the wall clock: the two can disagree by
      // a millisecond, and a queue that went back to sleep then would never wake.
      const { s, log, clock } = manualClock(1_000)
      s.holdUntil(1_080)
      s.enqueue('upload', 'a')
      expect(clock.pendingMs).toEqual([80])
      clock.set(1_079)
      clock.fireNext()
      expect(log).toEqual([])
      expect(clock.pendingMs).toEqual([1])
      clock.set(1_080)
      clock.fireNext()
      await s.whenIdle()
      expect(log).toEqual(['upload:a'])
    })
  })

  describe('enqueueAt()', () => {
    it('waits until the due time, and cancel() drops the timed retry', async () => {
      const { s, log, clock } = manualClock(0)
      s.enqueueAt('upload', 'late', 'normal', 60)
      s.enqueueAt('upload', 'never', 'normal', 30)
      expect(s.placeOf('late')).toBe('timer')
      s.cancel('never')
      clock.advance(59)
      await s.whenIdle()
      expect(log).toEqual([])
      clock.advance(1)
      await s.whenIdle()
      expect(log).toEqual(['upload:late'])
      clock.advance(1_000)
      await s.whenIdle()
      expect(log).toEqual(['upload:late'])
    })

    it('does not start a timed retry before its due time when the timer fires early', async () => {
      const { s, log, clock } = manualClock(5_000)
      s.enqueueAt('upload', 'later', 'normal', 5_300)
      clock.set(5_299)
      clock.fireNext()
      expect(log).toEqual([])
      expect(s.placeOf('later')).toBe('timer')
      clock.set(5_300)
      clock.fireNext()
      await s.whenIdle()
      expect(log).toEqual(['upload:later'])
    })
  })

  describe('cancel()', () => {
    it('aborts a running step and removes a queued one', async () => {
      const { s, log, aborted, started } = harness({ hash: 1, upload: 1 }, 200)
      s.enqueue('hash', 'a')
      s.enqueue('hash', 'b')
      await started('a')
      expect(s.placeOf('b')).toBe('queue')
      expect(s.cancel('a')).toBe(true)
      expect(s.cancel('b')).toBe(true)
      await s.whenIdle()
      expect(aborted).toEqual(['a'])
      expect(log).toEqual(['hash:a'])
    })
  })
})
