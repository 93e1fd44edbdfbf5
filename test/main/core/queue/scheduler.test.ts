import { describe, expect, it } from 'vitest'
import { Scheduler, type Lane } from '../../../../src/main/core/queue/scheduler'

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms))

/** A scheduler whose steps wait `stepMs` and log what ran, with the peak concurrency per lane. */
function harness(limits = { hash: 2, upload: 3 }, stepMs = 20) {
  const log: string[] = []
  const peak: Record<Lane, number> = { hash: 0, upload: 0 }
  const now: Record<Lane, number> = { hash: 0, upload: 0 }
  const aborted: string[] = []
  const s = new Scheduler({
    limits,
    run: async (lane, id, signal) => {
      now[lane]++
      peak[lane] = Math.max(peak[lane], now[lane])
      log.push(`${lane}:${id}`)
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
  return { s, log, peak, aborted }
}

/**
 * A scheduler on a hand-driven clock whose timers fire only when the test says so, whatever the
 * clock reads then (a timer firing before the wall clock reaches its time, as real ones may).
 */
function manualClock(start: number) {
  const clock = { now: start }
  const timers: { fn: () => void; ms: number }[] = []
  const log: string[] = []
  const s = new Scheduler({
    limits: { hash: 1, upload: 1 },
    clock: {
      now: () => clock.now,
      setTimeout: (fn, ms) => timers.push({ fn, ms }),
      clearTimeout: () => undefined
    },
    run: async (lane, id) => {
      log.push(`${lane}:${id}`)
    }
  })
  return { s, log, timers, clock }
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
          await sleep(5)
        }
      })
      s.enqueue('hash', 'a')
      await sleep(50)
      await s.whenIdle()
      expect(log).toEqual(['hash:a', 'upload:a'])
    })
  })

  describe('pause()', () => {
    it('starts nothing while paused and resumes in order', async () => {
      const { s, log } = harness({ hash: 1, upload: 1 }, 5)
      s.pause()
      s.enqueue('hash', 'a')
      s.enqueue('hash', 'b')
      await sleep(30)
      expect(log).toEqual([])
      s.resume()
      await s.whenIdle()
      expect(log).toEqual(['hash:a', 'hash:b'])
    })
  })

  describe('holdUntil()', () => {
    it('starts nothing before the time the service asked for, then everything in order', async () => {
      const { s, log } = harness({ hash: 2, upload: 2 }, 1)
      const t0 = Date.now()
      s.holdUntil(t0 + 80)
      s.enqueue('upload', 'a')
      s.enqueue('upload', 'b')
      await sleep(40)
      expect(log).toEqual([])
      await sleep(80)
      await s.whenIdle()
      expect(log).toEqual(['upload:a', 'upload:b'])
    })

    it('still starts when the hold timer fires a moment before the wall clock reaches its end', async () => {
      // Timers run on a monotonic clock, Date.now() on the wall clock: the two can disagree by
      // a millisecond, and a queue that went back to sleep then would never wake.
      const { s, log, timers, clock } = manualClock(1_000)
      s.holdUntil(1_080)
      s.enqueue('upload', 'a')
      expect(timers.map((t) => t.ms)).toEqual([80])
      clock.now = 1_079
      timers.shift()!.fn()
      expect(log).toEqual([])
      expect(timers.map((t) => t.ms)).toEqual([1])
      clock.now = 1_080
      timers.shift()!.fn()
      await s.whenIdle()
      expect(log).toEqual(['upload:a'])
    })
  })

  describe('enqueueAt()', () => {
    it('waits until the due time, and cancel() drops the timed retry', async () => {
      const { s, log } = harness({ hash: 1, upload: 1 }, 1)
      const t0 = Date.now()
      s.enqueueAt('upload', 'late', 'normal', t0 + 60)
      s.enqueueAt('upload', 'never', 'normal', t0 + 30)
      expect(s.placeOf('late')).toBe('timer')
      s.cancel('never')
      await sleep(100)
      await s.whenIdle()
      expect(log).toEqual(['upload:late'])
    })

    it('does not start a timed retry before its due time when the timer fires early', async () => {
      const { s, log, timers, clock } = manualClock(5_000)
      s.enqueueAt('upload', 'later', 'normal', 5_300)
      clock.now = 5_299
      timers.shift()!.fn()
      expect(log).toEqual([])
      expect(s.placeOf('later')).toBe('timer')
      clock.now = 5_300
      timers.shift()!.fn()
      await s.whenIdle()
      expect(log).toEqual(['upload:later'])
    })
  })

  describe('cancel()', () => {
    it('aborts a running step and removes a queued one', async () => {
      const { s, log, aborted } = harness({ hash: 1, upload: 1 }, 200)
      s.enqueue('hash', 'a')
      s.enqueue('hash', 'b')
      await sleep(10)
      expect(s.cancel('a')).toBe(true)
      expect(s.cancel('b')).toBe(true)
      await s.whenIdle()
      expect(aborted).toEqual(['a'])
      expect(log).toEqual(['hash:a'])
    })
  })
})
