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
import type { IntakeItem } from '../../shared/intake'
import { resumeEntries } from './resume'
import { resumeReplacements } from '../upload/replaceOriginal'
import { StorageGuard } from '../context/storageGuard'
import { backEdges, type BackEdges } from '../context/backEdges'
import { BACK_EDGES, type EngineBackEdges } from './engineBackEdges'
import { PossibleDuplicates } from '../duplicates/possibleDuplicates'
import { relinkDocument } from './relink'
import { TrackedRelinks } from '../track/trackedRelinks'

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

/** What the first parts are built from: the host's options and the back-edges' stand-ins. */
interface Build {
  opts: IntakeServiceOptions
  hooks: EngineHooks
  b: Basics
  edges: BackEdges<EngineBackEdges>
  bytesSent: Map<string, number>
  changedOnItsWay: Set<string>
  inflight: InFlightContent
}

/**
 * Builds the engine's parts in dependency order, each from parts built before it, and wires them;
 * none acts before it returns but the ledger, which loads. Where a part calls one built after it
 * (`EngineBackEdges`), it is given a named stand-in, bound once the part it calls exists. Then
 * resumes what the ledger found mid-way and arms the mail check.
 */
export function assembleEngine(opts: IntakeServiceOptions, hooks: EngineHooks): EngineParts {
  const build: Build = {
    opts,
    hooks,
    b: {
      clock: opts.clock ?? systemClock,
      log: opts.log ?? (() => undefined),
      isClosing: hooks.isClosing
    },
    edges: backEdges<EngineBackEdges>(BACK_EDGES),
    bytesSent: new Map<string, number>(),
    changedOnItsWay: new Set<string>(),
    inflight: new InFlightContent()
  }
  const base = firstParts(build)
  const upper = upperParts(build, base)
  build.edges.assertBound()
  resumeEntries(upper.ctx, (changes) => upper.writes.setMany(changes))
  resumeReplacements(upper.ctx, (work) => void build.hooks.track(work))
  // Built last: it acts on its own from the start (the requests the ledger holds are armed).
  const p: EngineParts = { ...upper, tracked: trackedRelinks(upper, build) }
  p.retention.start()
  p.mail.start()
  return p
}

/** The parts the steps' context is built from: ledger, events, queue, disk, writes, folders. */
type FirstParts = Omit<
  EngineParts,
  'ctx' | 'follower' | 'mail' | 'commands' | 'retention' | 'tracked'
>

function firstParts(build: Build): FirstParts {
  const { opts, b, edges } = build
  const ledger = new Ledger(opts.stateDir, {
    clock: b.clock,
    isDisposable: (e) => isFinal(e.state),
    onStorageError: edges.call.storageFailed
  })
  const events = eventStream(ledger, edges.call.deliverItems, build)
  const scheduler = new Scheduler({
    limits: opts.concurrency ?? DEFAULT_LIMITS,
    clock: b.clock,
    run: edges.call.runStep,
    onCrash: (lane, id, err) => {
      b.log(`step ${lane} of ${id} crashed: ${String(err)}`)
      events.internal(`step ${lane} of ${id}`, err)
    }
  })
  if (opts.paused) scheduler.pause()
  const storage = storageGuard({ ledger, scheduler, events }, build)
  edges.bind('storageFailed', (err) => storage.failed(err))
  const reports = new ReportGate({
    ledger,
    storage,
    isClosing: b.isClosing,
    report: (batch) => events.emit('items', batch)
  })
  edges.bind('deliverItems', (batch) => reports.deliver(batch))
  const writes = new ItemWrites({
    ledger,
    storage,
    scheduler,
    inflight: build.inflight,
    mark: (id) => events.markItem(id),
    written: edges.call.judgeDuplicates
  })
  const duplicates = possibleDuplicates({ ledger, storage, writes })
  edges.bind('judgeDuplicates', (e) => duplicates.changed(e))
  const watching = folderWatching({ ledger, events, storage, writes, scheduler }, build)
  const serviceWait: ServiceWait = new ServiceWait({
    clock: b.clock,
    everyMs: (opts.retry ?? DEFAULT_BACKOFF).capMs,
    check: () => opts.client.ping(),
    onBack: edges.call.serviceBack,
    onWait: (at) => events.notice(serviceDownNotice(at)),
    onChange: () => events.emit('wait', waitingForService({ ledger, scheduler, serviceWait }))
  })
  return { ledger, events, storage, reports, scheduler, writes, duplicates, watching, serviceWait }
}

/** The parts up to the steps' context and what runs on it: follower, mail, commands, retention. */
type UpperParts = Omit<EngineParts, 'tracked'>

/** The steps' context and what runs on it: follower, mail, commands, retention. */
function upperParts(build: Build, base: FirstParts): UpperParts {
  const { opts, b, edges } = build
  const ctx = context(base, build)
  edges.bind('runStep', (lane, id, signal) => build.hooks.track(runStep(ctx, lane, id, signal)))
  edges.bind('fail', (id, err) => failItem(ctx, id, err))
  const follower = new Follower(ctx, {
    stalledAfterMs: opts.stalledAfterMs ?? 10 * 60_000,
    schedule: opts.followSchedule ?? ((n) => pollDelayMs(n)),
    sendsFirstMaxMs: opts.sendsFirstMaxMs ?? SENDS_FIRST_MAX_MS
  })
  edges.bind('follow', (id) => follower.start(id))
  const { writes, storage, scheduler } = base
  edges.bind('recovered', (withheld) => {
    for (const id of withheld) base.events.markItem(id)
    storage.guard(() =>
      resumeEntries(ctx, (changes) => writes.setMany(changes), {
        skip: (id) => scheduler.placeOf(id) !== null || follower.isFollowing(id)
      })
    )
  })
  const mail = new MailPolling({
    ...b,
    client: opts.client,
    ledger: base.ledger,
    everyMs: opts.mailEveryMs ?? 0,
    create: (entries) => writes.create(entries),
    follow: (id) => follower.start(id)
  })
  const commands: ItemCommandParts = {
    ...ctx,
    serviceWait: base.serviceWait,
    follower,
    gate: base.watching.gate,
    setMany: (changes) => writes.setMany(changes),
    guard: (fn) => storage.guard(fn)
  }
  edges.bind('serviceBack', (ids) => serviceBack(commands, ids))
  const retention = retentionSweep(ctx, base.events, b, opts)
  return { ...base, ctx, follower, mail, commands, retention }
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
function trackedRelinks(p: UpperParts, build: Build): TrackedRelinks {
  const { opts, b, hooks } = build
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
function possibleDuplicates(
  p: Pick<EngineParts, 'ledger' | 'storage' | 'writes'>
): PossibleDuplicates {
  return new PossibleDuplicates({
    ledger: p.ledger,
    // A refused write holds intake (the storage guard says so); the judgement comes again with
    // the entry's next change of key.
    write: (id, patch) => void p.storage.guard(() => p.writes.set(id, patch))
  })
}

/** Done items leave the inbox after `days` (RETENTION_DAYS_DEFAULT if not given; null: never). */
function retentionSweep(
  ctx: IntakeContext,
  events: IntakeEventStream,
  b: Basics,
  opts: IntakeServiceOptions
): RetentionSweep {
  const days = opts.retentionDays
  return new RetentionSweep(
    ctx,
    b.clock,
    days === undefined ? RETENTION_DAYS_DEFAULT : days,
    (err) => events.internal('retention', err),
    opts.eventIntervalMs ?? EVENT_INTERVAL_MS
  )
}

function context(p: FirstParts, build: Build): IntakeContext {
  const { opts, b, edges } = build
  return {
    ledger: p.ledger,
    client: opts.client,
    clock: b.clock,
    scheduler: p.scheduler,
    gate: p.watching.gate,
    retry: opts.retry ?? DEFAULT_BACKOFF,
    random: opts.random ?? Math.random,
    defaultQuietMs: opts.defaultQuietMs ?? DEFAULT_QUIET_MS,
    folders: p.watching.folders,
    inflight: build.inflight,
    bytesSent: build.bytesSent,
    changedOnItsWay: build.changedOnItsWay,
    isClosing: b.isClosing,
    set: (id, patch, note) => p.writes.set(id, patch, note),
    advance: (id, patch, note) => p.writes.advance(id, patch, note),
    progress: (id) => p.events.markProgress(id),
    queuedState: () => queuedState(p),
    follow: edges.call.follow,
    awaitService: (id) => p.serviceWait.add(id),
    newVersion: (id) => p.watching.newVersion(id),
    track: (work) => void build.hooks.track(work),
    log: b.log,
    notice: (n) => p.events.notice(n)
  }
}

function eventStream(
  ledger: Ledger,
  deliverItems: (batch: IntakeItem[]) => void,
  build: Build
): IntakeEventStream {
  const { bytesSent } = build
  return new IntakeEventStream({
    ...build.b,
    intervalMs: build.opts.eventIntervalMs ?? EVENT_INTERVAL_MS,
    item: (id) => {
      const e = ledger.get(id)
      return e ? toPublic(e, bytesSent.get(id)) : null
    },
    progress: (id) => {
      const e = ledger.get(id)
      if (!e) return null
      // After the last byte the live count is gone; the ledger has the final figure.
      return { id, bytesSent: bytesSent.get(id) ?? e.bytesSent, size: e.size }
    },
    deliverItems
  })
}

/** 'paused' while the clerk has paused intake, else 'queued': a waiting file's state. */
export function queuedState(p: Pick<EngineParts, 'scheduler'>): 'queued' | 'paused' {
  return p.scheduler.paused ? 'paused' : 'queued'
}

function storageGuard(
  p: Pick<EngineParts, 'ledger' | 'scheduler' | 'events'>,
  build: Build
): StorageGuard {
  return new StorageGuard({
    ...build.b,
    retryMs: build.opts.storageRetryMs ?? 5000,
    probe: () => p.ledger.probe(),
    block: (blocked) => p.scheduler.block(blocked),
    tell: (problem) => p.events.emit('storage', problem),
    // Writing works again: what was left mid-way is picked up as after a restart.
    recovered: build.edges.call.recovered
  })
}

function folderWatching(
  p: Pick<EngineParts, 'ledger' | 'events' | 'storage' | 'writes' | 'scheduler'>,
  build: Build
): FolderWatching {
  const { opts, changedOnItsWay } = build
  return new FolderWatching({
    ...build.b,
    ledger: p.ledger,
    stateDir: resolve(opts.stateDir),
    defaultQuietMs: opts.defaultQuietMs ?? DEFAULT_QUIET_MS,
    retryMs: opts.folderRetryMs ?? FOLDER_RETRY_MS_DEFAULT,
    notice: (n) => p.events.notice(n),
    tellHealth: (health) => p.events.emit('folder', health),
    guard: (fn) => p.storage.guard(fn),
    set: (id, patch, note) => p.writes.set(id, patch, note),
    advance: (id, patch, note) => p.writes.advance(id, patch, note),
    create: (entries) => p.writes.create(entries),
    queuedState: () => queuedState(p),
    enqueue: (e) => p.scheduler.enqueue(laneFor(e), e.id, priorityOf(e.origin)),
    fail: build.edges.call.fail,
    changedOnItsWay: (id) => changedOnItsWay.add(id)
  })
}
