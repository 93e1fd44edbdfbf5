import type { EngineNotice } from '../../shared/intake'
import type { WatchedFolder } from '../../shared/settingsSchema'
import type { ServiceClient } from '../client/serviceClient'
import type { Ledger } from '../ledger/ledger'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import type { BackoffPolicy } from '../queue/fileRetry'
import type { Scheduler } from '../queue/scheduler'
import type { Clock } from '../time/clock'
import type { FileStamp } from '../files/stamp'
import type { InFlightContent } from './inflight'

/**
 * The watched folders' stability gate (watch/gateRunner), as the steps see it: a file that
 * changed while it was being sent goes back to wait out its quiet period.
 */
export interface QuietGate {
  observe(path: string, stamp: FileStamp | null, quietMs?: number): void
}

/** What every step has: the ledger, the clock, the log, and whether the engine closes. */
export interface BaseParts {
  ledger: Ledger
  clock: Clock
  /** True once close() started: aborted steps leave their state for the next start. */
  isClosing(): boolean
  log(message: string): void
  /** Logs the notice's sentence and tells it to whoever listens (`notice` event). */
  notice(notice: EngineNotice): void
  /** Keeps work that runs beside the steps (moving a settled file) for close() and whenSettled(). */
  track(work: Promise<void>): void
}

/** How an item's change is written and announced. */
export interface WriteParts {
  /** Writes a transition to the ledger (before the caller acts on it) and announces it. */
  set(id: string, patch: EntryPatch, note?: string): LedgerEntry
  /**
   * Moves an item into a passing step (hashing, uploading) and announces it; the ledger writes it
   * with the item's next lasting change, since after a crash resume takes the step again anyway.
   */
  advance(id: string, patch: EntryPatch, note?: string): LedgerEntry
  progress(id: string): void
  /** 'paused' while the user has paused intake, else 'queued': the state of a file waiting its turn. */
  queuedState(): 'queued' | 'paused'
}

/** The queue and its retries: when an item's step runs again. */
export interface QueueParts {
  scheduler: Scheduler
  retry: BackoffPolicy
  random: () => number
  /**
   * The item's retry steps are spent on a failure retrying can fix: it waits (`retrying`) for
   * the service to answer a connection check, then goes on by itself.
   */
  awaitService(id: string): void
}

/** Sending: the service, and the live state of the files on their way. */
export interface SendParts {
  client: ServiceClient
  /** Which item sends which content now (the others with it wait). */
  inflight: InFlightContent
  /** Live byte counts of uploads (kept out of the ledger: far too many writes). */
  bytesSent: Map<string, number>
  /**
   * Items whose file their watched folder saw change while they were being read or sent (those
   * events are not acted on then). The check after the create looks again at these only: the
   * file of any other watched item is the version sent. In memory: after a restart, the first
   * listing compares every file with its item again.
   */
  changedOnItsWay: Set<string>
}

/** The watched folders as the steps see them, and the calls back into watching and following. */
export interface FolderParts {
  gate: QuietGate
  /** Quiet period for files that are not in a watched folder (dropped, then changed). */
  defaultQuietMs: number
  folders: ReadonlyMap<string, WatchedFolder>
  /**
   * The file of item `id` is no longer the version it sent (saved again while it was being
   * created or retried): a new item for the new content enters the quiet period.
   */
  newVersion(id: string): void
  /** Starts following a submitted document (a back-edge: the follower is built after this). */
  follow(id: string): void
}

/**
 * Every collaborator the engine's steps are given, one object at run time, in five concerns.
 * Only the pipeline's runStep() takes it whole, since it dispatches to every step (checked at
 * compile time in pipeline.ts). Every other function declares the Pick of it that it uses (the
 * `…Parts` types below and beside the functions), so what a step can touch is read off its
 * signature.
 */
export interface IntakeContext extends BaseParts, WriteParts, QueueParts, SendParts, FolderParts {}

/** What the folder action on a settled item uses (afterFinal, and whoever ends an item). */
export type FolderActionParts = Pick<
  IntakeContext,
  'ledger' | 'folders' | 'isClosing' | 'set' | 'log' | 'track' | 'client'
> &
  Partial<Pick<IntakeContext, 'newVersion'>>

/** What finding an item's quiet period uses (quietFor). */
export type QuietParts = Pick<IntakeContext, 'folders' | 'defaultQuietMs'>

/** What the facade's own commands (IntakeService: add, remove, relink, correct) use. */
export type FacadeParts = Pick<
  IntakeContext,
  'ledger' | 'clock' | 'set' | 'follow' | 'queuedState' | 'bytesSent'
>
