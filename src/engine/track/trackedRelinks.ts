/**
 * "Relink when tracked": a tracking request "Track this number" left pending is looked at again
 * on the engine's clock, with growing delays, until it ends. Created, or refused as a duplicate
 * (the number is tracked already): the document is relinked and followed as any relink is.
 * Failed for another reason, or stopped: why is kept on the item and nothing is asked again.
 * Kept in the ledger (`trackingPending`, `meta.trackRelink`), so a restart picks it up again.
 */
import type { TrackedRequest } from '../../shared/trackNumber'
import { ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'
import type { Ledger } from '../ledger/ledger'
import type { EntryPatch, LedgerEntry } from '../ledger/types'
import { isoAt, type Clock } from '../time/clock'

/** The first wait before looking again, the longest, and the growth per look. */
export const TRACK_LATER_DELAY = { firstMs: 30_000, maxMs: 60 * 60_000, growth: 2 } as const

/** How long to wait before the look after `looks` looks: 30 s, doubling, at most an hour. */
export function trackLaterDelayMs(looks: number): number {
  const { firstMs, maxMs, growth } = TRACK_LATER_DELAY
  return Math.min(maxMs, firstMs * growth ** Math.max(0, looks))
}

/** Statuses a request may still leave for a shipment. */
const STILL_WAITING = new Set(['pending', 'awaiting_manifest'])

export interface TrackedRelinksOptions {
  ledger: Pick<Ledger, 'get' | 'values'>
  clock: Clock
  client: Pick<ServiceClient, 'getTrackingRequest'>
  set(id: string, patch: EntryPatch, note?: string): void
  relink(id: string): Promise<void>
  /** Keeps a running look for close(). */
  track(work: Promise<void>): Promise<void>
  isClosing(): boolean
  log(line: string): void
}

export class TrackedRelinks {
  private readonly timers = new Map<string, unknown>()

  constructor(private readonly o: TrackedRelinksOptions) {}

  /** Remembers a request still pending for the item and arms the first look. */
  keep(id: string, request: TrackedRequest, number: string): void {
    const e = this.o.ledger.get(id)
    if (!e) return
    const meta = { ...e.meta, trackRelink: { requestId: request.id, looks: 0 } }
    const trackingPending = { number, since: isoAt(this.o.clock) }
    this.o.set(id, { trackingPending, trackingFailed: null, meta }, `tracking ${number} pending`)
    this.arm(id, 0)
  }

  /** Arms a look for every request the ledger holds as pending (after a start). */
  resume(): void {
    for (const e of this.o.ledger.values()) {
      const looks = e.meta?.trackRelink?.looks
      // A removed item (a tombstone) is relinked no more.
      if (looks !== undefined && e.trackingPending && !e.meta?.removedAt) this.arm(e.id, looks)
    }
  }

  close(): void {
    for (const t of this.timers.values()) this.o.clock.clearTimeout(t)
    this.timers.clear()
  }

  private arm(id: string, looks: number): void {
    this.o.clock.clearTimeout(this.timers.get(id))
    const timer = this.o.clock.setTimeout(() => {
      this.timers.delete(id)
      if (!this.o.isClosing()) void this.o.track(this.look(id))
    }, trackLaterDelayMs(looks))
    this.timers.set(id, timer)
  }

  private async look(id: string): Promise<void> {
    const e = this.o.ledger.get(id)
    const kept = e?.meta?.trackRelink
    if (!e || !kept || !e.trackingPending || e.meta?.removedAt) return
    const number = e.trackingPending.number
    let status: string
    let reason: string | null
    try {
      const res = await this.o.client.getTrackingRequest(kept.requestId)
      status = res.data.attributes.status
      reason = res.data.attributes.failed_reason
    } catch (err) {
      if (this.o.isClosing()) return
      if (err instanceof ServiceError && err.transient) return this.again(e, kept)
      const why = err instanceof Error ? err.message : String(err)
      return this.stop(e, { number, reason: why, at: isoAt(this.o.clock) })
    }
    if (this.o.isClosing()) return
    if (STILL_WAITING.has(status)) return this.again(e, kept)
    if (status === 'created' || reason === 'duplicate') return this.relink(e, number)
    this.stop(e, { number, reason: reason ?? status, at: isoAt(this.o.clock) })
  }

  private again(e: LedgerEntry, kept: { requestId: string; looks: number }): void {
    const looks = kept.looks + 1
    this.o.set(e.id, { meta: { ...e.meta, trackRelink: { ...kept, looks } } })
    this.arm(e.id, looks)
  }

  private stop(e: LedgerEntry, failed: { number: string; reason: string; at: string }): void {
    const meta = { ...e.meta }
    delete meta.trackRelink
    this.o.set(
      e.id,
      { trackingPending: null, trackingFailed: failed, meta },
      `tracking ${failed.number} failed: ${failed.reason}`
    )
  }

  private async relink(e: LedgerEntry, number: string): Promise<void> {
    const meta = { ...e.meta }
    delete meta.trackRelink
    this.o.set(e.id, { trackingPending: null, meta }, `tracking ${number} done: relinking`)
    try {
      await this.o.relink(e.id)
    } catch (err) {
      // A relink the service did not take stays due on the item (relinkDue), as any relink.
      this.o.log(`relink of ${e.id} after tracking ${number} not taken: ${String(err)}`)
    }
  }
}
