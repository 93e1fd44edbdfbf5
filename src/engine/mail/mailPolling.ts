import type { ServiceClient } from '../client/serviceClient'
import type { Ledger } from '../ledger/ledger'
import { StorageError } from '../../storage/storageError'
import type { LedgerEntry } from '../ledger/types'
import { isoAt, type Clock } from '../time/clock'
import { newEntry } from '../context/entries'
import { newItemId } from '../context/itemId'
import { fetchMailedDocuments, type MailedDocument } from './mailedDocuments'

export interface MailPollingOptions {
  client: Pick<ServiceClient, 'listDocuments'>
  clock: Clock
  ledger: Pick<Ledger, 'holderOf'>
  /** How often the document list is read; 0: only when asked (the CLI). */
  everyMs: number
  isClosing(): boolean
  log(line: string): void
  /** Writes the new items to the ledger and announces them. */
  create(entries: LedgerEntry[]): void
  /** Starts following a submitted document. */
  follow(id: string): void
}

/**
 * Documents made from mail to the account's document alias: the service's newest documents are
 * read on a timer (and when asked), and each mailed one the inbox does not hold becomes an item
 * of its own, followed from `submitted` on. One check runs at a time.
 */
export class MailPolling {
  private timer: unknown = null
  private running: Promise<{ added: number }> | null = null
  /** The newest document creation time the last mail check saw. */
  private newest: string | undefined
  /** Mailed documents taken in during this run (the ledger may drop old finished items). */
  private readonly seen = new Set<string>()

  constructor(private readonly opts: MailPollingOptions) {}

  /** Arms the first check at once, when checks are timed at all. */
  start(): void {
    if (this.opts.everyMs > 0) this.arm(0)
  }

  /** Reads the newest documents and adopts the mailed ones; a second caller shares the run. */
  check(): Promise<{ added: number }> {
    this.running ??= fetchMailedDocuments(this.opts.client, this.newest)
      .then(({ documents, newest }) => {
        this.newest = newest
        return { added: this.opts.isClosing() ? 0 : this.adopt(documents) }
      })
      .finally(() => {
        this.running = null
      })
    return this.running
  }

  /** Stops the timer and waits for a check under way. */
  async close(): Promise<void> {
    if (this.timer !== null) this.opts.clock.clearTimeout(this.timer)
    this.timer = null
    await this.running?.catch(() => undefined)
  }

  private arm(ms: number): void {
    this.timer = this.opts.clock.setTimeout(() => {
      this.timer = null
      if (this.opts.isClosing()) return
      this.check()
        .catch((err: unknown) => {
          if (!(err instanceof StorageError))
            this.opts.log(`reading mailed documents: ${String(err)}`)
        })
        .finally(() => {
          if (!this.opts.isClosing()) this.arm(this.opts.everyMs)
        })
    }, ms)
  }

  /** Items for mailed documents the inbox does not hold; returns how many were added. */
  private adopt(documents: MailedDocument[]): number {
    const { clock, ledger } = this.opts
    const at = isoAt(clock)
    const created: LedgerEntry[] = []
    for (const d of documents) {
      if (this.seen.has(d.documentId) || ledger.holderOf(d.documentId)) continue
      if (created.some((c) => c.documentId === d.documentId)) continue
      const e = newEntry({
        id: newItemId(clock.now()),
        origin: { kind: 'email', submissionId: d.submissionId },
        path: null,
        name: d.name,
        size: d.size,
        mtimeMs: null,
        state: 'submitted',
        at,
        note: 'received by email'
      })
      created.push({
        ...e,
        documentId: d.documentId,
        documentType: d.documentType,
        meta: { followSince: at }
      })
    }
    this.opts.create(created)
    for (const e of created) {
      this.seen.add(e.documentId!)
      this.opts.follow(e.id)
    }
    return created.length
  }
}
