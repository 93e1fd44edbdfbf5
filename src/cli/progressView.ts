import { clearScreenDown } from 'node:readline'
import { MultiBar, Presets, type SingleBar } from 'cli-progress'
import { clockTime } from '../engine/time/clock'
import {
  type ItemProgress,
  type IntakeItem,
  type ServiceWaitInfo,
  FINAL_STATES
} from '../shared/intake'
import { itemRecord } from './describeItem'
import type { Output } from './output'
import { terminalSafe } from './terminalText'

/** Shows what the engine is doing: bars at a terminal, state events with --json, quiet otherwise. */
export interface ProgressView {
  items(items: IntakeItem[]): void
  progress(list: ItemProgress[]): void
  /** When the service is tried next while files wait for it (null: none waits). */
  waiting(info: ServiceWaitInfo | null): void
  stop(): void
}

const ACTIVE = new Set(['hashing', 'uploading', 'submitted', 'classified', 'retrying'])

/**
 * What a bar says of its file: its state, or for one waiting to be tried again when that is (its
 * own retry time, or the engine's next connection check once that has passed).
 */
function barState(item: IntakeItem, wait: ServiceWaitInfo | null, now: number): string {
  if (item.state !== 'retrying') return item.state
  const own = item.nextAttemptAt ? Date.parse(item.nextAttemptAt) : NaN
  const next = own > now ? own : wait ? Date.parse(wait.nextTryAt) : own
  return Number.isFinite(next)
    ? `waiting for the service — next try ${clockTime(next)}`
    : 'waiting for the service'
}

/** The terminal's automatic line wrap (DECAWM) on and off, as cli-progress sets it. */
const WRAP_ON = '\x1b[?7h'
const WRAP_OFF = '\x1b[?7l'

function fit(raw: string, width = 32): string {
  const name = terminalSafe(raw)
  return name.length > width ? `${name.slice(0, width - 1)}…` : name.padEnd(width)
}

class BarsView implements ProgressView {
  private readonly multi: MultiBar
  private readonly bars = new Map<string, SingleBar>()
  /** Lines waiting for the redraw that printLine forces at once. */
  private readonly pending: ['stdout' | 'stderr', string][] = []
  /** Bars are on the screen: from the first one until stop(). */
  private drawn = false
  /** Files waiting for the service, as each bar shows them, by id. */
  private readonly retrying = new Map<string, IntakeItem>()
  private wait: ServiceWaitInfo | null = null

  constructor(out: Output) {
    this.multi = new MultiBar(
      {
        stream: out.io.stderr,
        format: '{name} [{bar}] {percentage}% {state}',
        hideCursor: true,
        clearOnComplete: true,
        autopadding: true
      },
      Presets.shades_classic
    )
    // Lines are printed at the top of a redraw, where the bars begin, and the bars drawn again
    // below them. Not MultiBar.log(): its buffer waits for the next redraw and stop() drops it,
    // which at a terminal lost the last outcomes and the summary. The bars turn the terminal's
    // line wrap off (a bar wider than it is cut, not wrapped onto a second row): the lines are
    // written with it on, so one wider than the terminal goes on below, whole, as a pipe has it.
    const write = out.printLine
    this.multi.on('redraw-pre', () => {
      if (!this.pending.length) return
      clearScreenDown(out.io.stderr)
      out.io.stderr.write(WRAP_ON)
      for (const [to, text] of this.pending.splice(0)) write(to, text)
      out.io.stderr.write(WRAP_OFF)
    })
    out.printLine = (to, text) => {
      // A pipe or a file takes lines as they come: the bars are not in it.
      if (!this.drawn || !out.io[to].isTTY) return write(to, text)
      this.pending.push([to, text])
      this.multi.update()
    }
  }

  items(items: IntakeItem[]): void {
    for (const item of items) {
      const bar = this.bars.get(item.id)
      if (item.state === 'retrying') this.retrying.set(item.id, item)
      else this.retrying.delete(item.id)
      if (ACTIVE.has(item.state)) {
        const value =
          item.state === 'uploading' || item.state === 'retrying'
            ? item.bytesSent
            : item.state === 'hashing'
              ? 0
              : item.size
        const payload = { name: fit(item.name), state: barState(item, this.wait, Date.now()) }
        if (bar) bar.update(value, payload)
        else {
          this.bars.set(item.id, this.multi.create(Math.max(1, item.size), value, payload))
          this.drawn = true
        }
      } else if (bar) {
        this.multi.remove(bar)
        this.bars.delete(item.id)
      }
    }
  }

  progress(list: ItemProgress[]): void {
    for (const p of list) this.bars.get(p.id)?.update(p.bytesSent)
  }

  waiting(info: ServiceWaitInfo | null): void {
    this.wait = info
    const now = Date.now()
    for (const item of this.retrying.values()) {
      this.bars.get(item.id)?.update({ state: barState(item, info, now) })
    }
  }

  stop(): void {
    if (!this.drawn) return
    this.drawn = false
    this.multi.stop()
  }
}

class JsonStateView implements ProgressView {
  private readonly last = new Map<string, string>()
  constructor(private readonly out: Output) {}

  items(items: IntakeItem[]): void {
    for (const item of items) {
      if (this.last.get(item.id) === item.state || FINAL_STATES.includes(item.state)) continue
      this.last.set(item.id, item.state)
      const { id, name, state, attempts, error } = itemRecord(item)
      this.out.result('state', { id, name, state, attempts, error }, '')
    }
  }

  progress(): void {}
  waiting(): void {}
  stop(): void {}
}

const quiet: ProgressView = {
  items: () => undefined,
  progress: () => undefined,
  waiting: () => undefined,
  stop: () => undefined
}

/** The view that fits where the output goes. */
export function createProgressView(out: Output): ProgressView {
  if (out.json) return new JsonStateView(out)
  if (out.interactive) return new BarsView(out)
  return quiet
}
