import type { ServiceClient } from '../client/serviceClient'
import type { BackoffPolicy } from '../queue/fileRetry'
import type { Clock } from '../time/clock'

export interface IntakeServiceOptions {
  client: ServiceClient
  /** Folder holding the ledger (and spooled bytes of handed-over attachments). */
  stateDir: string
  clock?: Clock
  concurrency?: { hash: number; upload: number }
  /** A submitted document without a result after this long is `stalled` (default 10 min). */
  stalledAfterMs?: number
  /** Delay before follow poll number `attempt` (default about 1 s growing to 60 s). */
  followSchedule?: (attempt: number) => number
  /** Longest due polls wait while files are being sent (default 10 s). */
  sendsFirstMaxMs?: number
  /** Retry policy for transient errors (default 1 s → 30 s, 8 attempts). */
  retry?: BackoffPolicy
  /** Quiet period for dropped files that changed while being sent (default 2 s). */
  defaultQuietMs?: number
  /** Interval of the batched 'items' and 'progress' events (default 100 ms). */
  eventIntervalMs?: number
  random?: () => number
  log?: (line: string) => void
  /** While the disk refuses the ledger's writes, how often writing is tried again (default 5 s). */
  storageRetryMs?: number
  /**
   * How often a watched folder that cannot be reached is looked at again, and a watched one
   * checked (default FOLDER_RETRY_MS_DEFAULT in src/shared/intake.ts).
   */
  folderRetryMs?: number
  /** Starts paused: nothing is hashed or sent until resume() (a pause the app remembered). */
  paused?: boolean
  /**
   * How often the service's document list is read for documents made from mail to the account's
   * document alias, which then join the inbox (see checkMail). 0 or absent: never (the CLI).
   */
  mailEveryMs?: number
  /**
   * Days after which done items leave the inbox (tombstones stay in the ledger; problems only
   * once acknowledged); null keeps them. Default RETENTION_DAYS_DEFAULT.
   */
  retentionDays?: number | null
}
