import { newSeed } from '../shared/prng'
import type { StoreFs } from './store/fsLayer'
import { MAIL_PER_MINUTE } from './email/limits'
import type { CreateRefusal } from './createRefusals'
/** Options of `startSandbox` (the brief's contract plus a few test knobs). */
export interface SandboxOptions {
  port?: number
  host?: string
  dataDir?: string
  apiKeys?: string[]
  delayMs?: number
  /** How long a tracking request stays `pending`. Default `delayMs`. */
  trackingDelayMs?: number
  /**
   * The time tracking requests fall due by (ms since 1970). Default the wall clock; a test moves
   * it on to end a request held pending, without waiting.
   */
  trackingNow?: () => number
  faultRate?: number
  /** Seed of the fault PRNG (unsigned 32-bit); one is drawn when not given. */
  faultSeed?: number
  allowHttpWebhooks?: boolean
  maxUploadBytes?: number
  log?: (line: string) => void
  /** Base delay of webhook retries (doubles per attempt). Default 1000 ms. */
  webhookRetryBaseMs?: number
  /** Default rate limit of non-inference endpoints per key and minute. Default 100. */
  rateLimitPerMinute?: number
  /** Inbound mail messages a minute. Default MAIL_PER_MINUTE. */
  mailPerMinute?: number
  /** How long a stalled faulty response hangs before the connection is dropped. Default 15 s. */
  faultStallMs?: number
  /** Lifetime of upload tokens and download URLs. Default 10 minutes. */
  urlTtlMs?: number
  /** File operations of the store (tests make them fail where they cannot fill a disk). */
  storeFs?: StoreFs
  /**
   * Whether `POST /documents` takes `document_type_manual`. Default true; false stands for a
   * service that takes the type only by PATCH (the public description lists it only there) and
   * ignores it in the create body, classifying the document as if none were given.
   */
  manualTypeOnCreate?: boolean
  /** Creates refused from the start (./createRefusals; docs/sandbox.md, "Refused creates"). */
  refuseCreates?: CreateRefusal[]
  /**
   * Whether `/sandbox/faults/refuse-create` answers (default true: the standalone sandbox of
   * tests and demos); the embedded sandbox turns it off.
   */
  faultRoutes?: boolean
}

/** Resolved configuration, every value present. */
export interface SandboxConfig {
  port: number
  host: string
  dataDir: string
  apiKeys: string[]
  delayMs: number
  trackingDelayMs: number
  trackingNow: () => number
  faultRate: number
  faultSeed: number
  allowHttpWebhooks: boolean
  maxUploadBytes: number
  log: (line: string) => void
  webhookRetryBaseMs: number
  rateLimitPerMinute: number
  mailPerMinute: number
  faultStallMs: number
  urlTtlMs: number
  manualTypeOnCreate: boolean
  refuseCreates: CreateRefusal[]
  faultRoutes: boolean
}

export const DEFAULT_MAX_UPLOAD_BYTES = 512 * 1024 * 1024

/** Fills defaults and checks ranges (a bad value is a programming error: throw). */
export function resolveConfig(opts: SandboxOptions, dataDir: string): SandboxConfig {
  const faultRate = opts.faultRate ?? 0
  if (!(faultRate >= 0 && faultRate <= 1)) throw new Error('faultRate must be between 0 and 1')
  const delayMs = opts.delayMs ?? 0
  if (!(delayMs >= 0)) throw new Error('delayMs must be 0 or more')
  return {
    port: opts.port ?? 0,
    host: opts.host ?? '127.0.0.1',
    dataDir,
    apiKeys: opts.apiKeys ?? [],
    delayMs,
    trackingDelayMs: opts.trackingDelayMs ?? delayMs,
    trackingNow: opts.trackingNow ?? Date.now,
    faultRate,
    faultSeed: opts.faultSeed ?? newSeed(),
    allowHttpWebhooks: opts.allowHttpWebhooks ?? false,
    maxUploadBytes: opts.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    log: opts.log ?? ((line) => process.stderr.write(line + '\n')),
    webhookRetryBaseMs: opts.webhookRetryBaseMs ?? 1000,
    rateLimitPerMinute: opts.rateLimitPerMinute ?? 100,
    mailPerMinute: opts.mailPerMinute ?? MAIL_PER_MINUTE,
    faultStallMs: opts.faultStallMs ?? 15_000,
    urlTtlMs: opts.urlTtlMs ?? 10 * 60_000,
    manualTypeOnCreate: opts.manualTypeOnCreate ?? true,
    refuseCreates: opts.refuseCreates ?? [],
    faultRoutes: opts.faultRoutes ?? true
  }
}
