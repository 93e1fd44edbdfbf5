import { resolve } from 'node:path'
import { RETENTION_DAYS_DEFAULT } from '../../shared/intake'
import { FOLDER_RETRY_MS_DEFAULT } from '../../shared/folderHealth'
import { DEFAULT_QUIET_MS } from '../../shared/folderDefaults'
import { pollDelayMs } from '../follow/checkDocument'
import { Ledger } from '../ledger/ledger'
import { DEFAULT_BACKOFF } from '../queue/fileRetry'
import { DEFAULT_LIMITS, Scheduler } from '../queue/scheduler'
import { ServiceWait, serviceDownNotice } from '../queue/serviceWait'
import { systemClock, type Clock } from '../time/clock'
import type { IntakeContext } from '../context/context'
import { isFinal, laneFor, priorityOf, toPublic } from '../context/entries'
import { IntakeEventStream } from '../context/eventStream'
import { FolderWatching } from '../watch/folderWatching'
import { Follower, SENDS_FIRST_MAX_MS } from '../follow/follower'
import { RetentionSweep } from './housekeeping'
import { InFlightContent } from '../context/inflight'
import type { IntakeServiceOptions } from './intakeOptions'
import { serviceBack, type ItemCommandParts } from './itemCommands'
import { waitingForService } from './serviceTries'
import { ItemWrites } from '../context/itemWrites'
import { MailPolling } from '../mail/mailPolling'
import { failItem } from '../upload/failures'
import { runStep } from '../upload/pipeline'
import { ReportGate } from '../context/reportGate'
import { resumeEntries } from './resume'
import { StorageGuard } from '../context/storageGuard'
import { PossibleDuplicates } from './possibleDuplicates'
import { relinkDocument } from './relink'
import { TrackedRelinks } from './trackedRelinks'

/** The parts of the intake engine, each owning its own state; IntakeService commands them. */
export interface EngineParts {
  ledger: Ledger
  events: IntakeEventStream
  storage: StorageGuard
  reports: ReportGate
  scheduler: Scheduler
  writes: ItemWrites
  /** Judges read documents that are possible duplicates of an earlier one, as they change. */
  duplicates: PossibleDuplicates
  watching: FolderWatching
  /** Items whose retry steps are spent, waiting for the service to answer again. */
  serviceWait: ServiceWait
  follower: Follower
  mail: MailPolling
  /** Removes done items after the retention period, on the engine's clock. */
  retention: RetentionSweep
  /** The parts the pipeline and the follower are given (see IntakeContext). */
  ctx: IntakeContext
  /** What retry, cancel and the end of an outage use. */
  commands: ItemCommandParts
  /** Tracking requests left pending by "Track this number", relinked once tracked. */
  tracked: TrackedRelinks
}

/** What the parts need from the facade that owns them. */
export interface EngineHooks {
  /** True once close() started. */
  isClosing(): boolean
  /** Keeps a running step or folder action for close() and whenSettled(). */
  track(work: Promise<void>): Promise<void>
}

/** What every part is given: the engine's clock, its log, whether it closes. */
interface Basics {
  clock: Clock
  log: (line: string) => void
  isClosing: () => boolean
}

/** Interval of the batched 'items' and 'progress' events unless the host sets one. */
const EVENT_INTERVAL_MS = 100

/**
 * Builds the engine's parts and wires them to each other; none acts before it returns but the
 * ledger, which loads. Callbacks read `p` when they run, so a part may be wired to one built
 * after it. Then resumes what the ledger found mid-way and arms the mail check.
 */
export function assembleEngine(opts: IntakeServiceOptions, hooks: EngineHooks): EngineParts {
  const p = {} as EngineParts
  const b: Basics = {
    clock: opts.clock ?? systemClock,
    log: opts.log ?? (() => undefined),
    isClosing: hooks.isClosing
  }
  const bytesSent = new Map<string, number>()
  const changedOnItsWay = new Set<string>()
  p.events = eventStream(p, b, opts.eventIntervalMs ?? EVENT_INTERVAL_MS, bytesSent)
  p.storage = storageGuard(p, b, opts.storageRetryMs ?? 5000)
  p.ledger = new Ledger(opts.stateDir, {
    clock: b.clock,
    isDisposable: (e) => isFinal(e.state),
    onStorageError: (err) => p.storage.failed(err)
  })
  p.reports = new ReportGate({
    ledger: p.ledger,
    storage: p.storage,
    isClosing: b.isClosing,
    report: (batch) => p.events.emit('items', batch)
  })
  p.scheduler = new Scheduler({
    limits: opts.concurrency ?? DEFAULT_LIMITS,
    clock: b.clock,
    run: (lane, id, signal) => hooks.track(runStep(p.ctx, lane, id, signal)),
    onCrash: (lane, id, err) => {
      b.log(`step ${lane} of ${id} crashed: ${String(err)}`)
      p.events.internal(`step ${lane} of ${id}`, err)
    }
  })
  if (opts.paused) p.scheduler.pause()
  const inflight = new InFlightContent()
  p.writes = new ItemWrites({
    ledger: p.ledger,
    storage: p.storage,
    scheduler: p.scheduler,
    inflight,
    mark: (id) => p.events.markItem(id),
    written: (e) => p.duplicates.changed(e)
  })
  p.duplicates = possibleDuplicates(p)
  const own = { defaultQuietMs: opts.defaultQuietMs ?? DEFAULT_QUIET_MS, changedOnItsWay }
  p.watching = folderWatching(p, b, opts, own)
  p.ctx = context(p, b, opts, { ...own, inflight, bytesSent, track: hooks.track })
  p.serviceWait = new ServiceWait({
    clock: b.clock,
    everyMs: p.ctx.retry.capMs,
    check: () => opts.client.ping(),
    onBack: (ids) => serviceBack(p.commands, ids),
    onWait: (at) => p.events.notice(serviceDownNotice(at)),
    onChange: () => p.events.emit('wait', waitingForService(p))
  })
  p.follower = new Follower(p.ctx, {
    stalledAfterMs: opts.stalledAfterMs ?? 10 * 60_000,
    schedule: opts.followSchedule ?? ((n) => pollDelayMs(n)),
    sendsFirstMaxMs: opts.sendsFirstMaxMs ?? SENDS_FIRST_MAX_MS
  })
  p.mail = new MailPolling({
    ...b,
    client: opts.client,
    ledger: p.ledger,
    everyMs: opts.mailEveryMs ?? 0,
    create: (entries) => p.writes.create(entries),
    follow: (id) => p.follower.start(id)
  })
  p.commands = {
    ...p.ctx,
    serviceWait: p.serviceWait,
    follower: p.follower,
    gate: p.watching.gate,
    setMany: (changes) => p.writes.setMany(changes),
    guard: (fn) => p.storage.guard(fn)
  }
  resumeEntries(p.ctx, (changes) => p.writes.setMany(changes))
  p.tracked = trackedRelinks(p, b, opts, hooks)
  p.retention = retentionSweep(p, b, opts.retentionDays, opts.eventIntervalMs ?? EVENT_INTERVAL_MS)
  p.mail.start()
  return p
}

/** Stops the parts that act on their own (timers, watchers, mail, follows) before a close. */
export async function stopParts(p: EngineParts): Promise<void> {
  p.retention.close()
  await p.mail.close()
  await p.watching.close()
  p.serviceWait.close()
  p.tracked.close()
  p.follower.close()
}

/**
 * Tracking requests left pending, looked at on the clock and relinked once tracked; those the
 * ledger holds are armed at once.
 */
function trackedRelinks(
  p: EngineParts,
  b: Basics,
  opts: IntakeServiceOptions,
  hooks: EngineHooks
): TrackedRelinks {
  const tracked = new TrackedRelinks({
    ...b,
    ledger: p.ledger,
    client: opts.client,
    set: (id, patch, note) => p.storage.guard(() => p.writes.set(id, patch, note)),
    relink: (id) => relinkDocument(p.ctx, opts.client, id),
    track: hooks.track
  })
  tracked.resume()
  return tracked
}

/** The index of read documents by type and key numbers, built from the ledger as it loaded. */
function possibleDuplicates(p: EngineParts): PossibleDuplicates {
  return new PossibleDuplicates({
    ledger: p.ledger,
    // A refused write holds intake (the storage guard says so); the judgement comes again with
    // the entry's next change of key.
    write: (id, patch) => void p.storage.guard(() => p.writes.set(id, patch))
  })
}

/**
 * Done items leave the inbox after `days` (RETENTION_DAYS_DEFAULT if not given; null: never);
 * the sweep is started.
 */
function retentionSweep(
  p: EngineParts,
  b: Basics,
  days: number | null | undefined,
  stepMs: number
): RetentionSweep {
  const sweep = new RetentionSweep(
    p.ctx,
    b.clock,
    days === undefined ? RETENTION_DAYS_DEFAULT : days,
    (err) => p.events.internal('retention', err),
    stepMs
  )
  sweep.start()
  return sweep
}

function context(
  p: EngineParts,
  b: Basics,
  opts: IntakeServiceOptions,
  own: Pick<IntakeContext, 'defaultQuietMs' | 'inflight' | 'bytesSent' | 'changedOnItsWay'> &
    Pick<EngineHooks, 'track'>
): IntakeContext {
  return {
    ledger: p.ledger,
    client: opts.client,
    clock: b.clock,
    scheduler: p.scheduler,
    gate: p.watching.gate,
    retry: opts.retry ?? DEFAULT_BACKOFF,
    random: opts.random ?? Math.random,
    defaultQuietMs: own.defaultQuietMs,
    folders: p.watching.folders,
    inflight: own.inflight,
    bytesSent: own.bytesSent,
    changedOnItsWay: own.changedOnItsWay,
    isClosing: b.isClosing,
    set: (id, patch, note) => p.writes.set(id, patch, note),
    advance: (id, patch, note) => p.writes.advance(id, patch, note),
    progress: (id) => p.events.markProgress(id),
    queuedState: () => queuedState(p),
    follow: (id) => p.follower.start(id),
    awaitService: (id) => p.serviceWait.add(id),
    newVersion: (id) => p.watching.newVersion(id),
    track: (work) => void own.track(work),
    log: b.log,
    notice: (n) => p.events.notice(n)
  }
}

function eventStream(
  p: EngineParts,
  b: Basics,
  intervalMs: number,
  bytesSent: ReadonlyMap<string, number>
): IntakeEventStream {
  return new IntakeEventStream({
    ...b,
    intervalMs,
    item: (id) => {
      const e = p.ledger.get(id)
      return e ? toPublic(e, bytesSent.get(id)) : null
    },
    progress: (id) => {
      const e = p.ledger.get(id)
      if (!e) return null
      // After the last byte the live count is gone; the ledger has the final figure.
      return { id, bytesSent: bytesSent.get(id) ?? e.bytesSent, size: e.size }
    },
    deliverItems: (batch) => p.reports.deliver(batch)
  })
}

/** 'paused' while the clerk has paused intake, else 'queued': a waiting file's state. */
export function queuedState(p: Pick<EngineParts, 'scheduler'>): 'queued' | 'paused' {
  return p.scheduler.paused ? 'paused' : 'queued'
}

function storageGuard(p: EngineParts, b: Basics, retryMs: number): StorageGuard {
  return new StorageGuard({
    ...b,
    retryMs,
    probe: () => p.ledger.probe(),
    block: (blocked) => p.scheduler.block(blocked),
    tell: (problem) => p.events.emit('storage', problem),
    // Writing works again: what was left mid-way is picked up as after a restart.
    recovered: (withheld) => {
      for (const id of withheld) p.events.markItem(id)
      p.storage.guard(() =>
        resumeEntries(p.ctx, (changes) => p.writes.setMany(changes), {
          skip: (id) => p.scheduler.placeOf(id) !== null || p.follower.isFollowing(id)
        })
      )
    }
  })
}

function folderWatching(
  p: EngineParts,
  b: Basics,
  opts: IntakeServiceOptions,
  own: Pick<IntakeContext, 'defaultQuietMs' | 'changedOnItsWay'>
): FolderWatching {
  const { defaultQuietMs } = own
  return new FolderWatching({
    ...b,
    ledger: p.ledger,
    stateDir: resolve(opts.stateDir),
    defaultQuietMs,
    retryMs: opts.folderRetryMs ?? FOLDER_RETRY_MS_DEFAULT,
    notice: (n) => p.events.notice(n),
    tellHealth: (health) => p.events.emit('folder', health),
    guard: (fn) => p.storage.guard(fn),
    set: (id, patch, note) => p.writes.set(id, patch, note),
    advance: (id, patch, note) => p.writes.advance(id, patch, note),
    create: (entries) => p.writes.create(entries),
    queuedState: () => queuedState(p),
    enqueue: (e) => p.scheduler.enqueue(laneFor(e), e.id, priorityOf(e.origin)),
    fail: (id, err) => failItem(p.ctx, id, err),
    changedOnItsWay: (id) => own.changedOnItsWay.add(id)
  })
}
