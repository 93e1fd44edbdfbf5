import type { FileState, IntakeItem } from '@shared/intake'

/** How many documents the tray's "Recent documents" lists. */
export const RECENT_COUNT = 10

/** A document as the tray lists it: newest first, with its state. */
export interface RecentItem {
  id: string
  name: string
  state: FileState
  seq: number
  /**
   * How many documents the service cut the file into (docs/packets.md), 1 for a file that
   * stayed whole: the entry says "scan.pdf – 3 documents", one line for the file.
   */
  documents: number
}

export interface RecentList {
  /** Takes a batch of items; true when what the tray lists changed. */
  take(items: readonly IntakeItem[]): boolean
  /** The newest RECENT_COUNT items, newest first. */
  items(): readonly RecentItem[]
}

const newestFirst = (a: RecentItem, b: RecentItem): number => b.seq - a.seq

const brief = ({ id, name, state, seq, parts }: IntakeItem): RecentItem => ({
  id,
  name,
  state,
  seq,
  documents: Math.max(1, parts?.length ?? 0)
})

/** The newest RECENT_COUNT of `items` that are still in the inbox. */
function newest(items: readonly IntakeItem[]): RecentItem[] {
  return items
    .filter((i) => !i.removed)
    .map(brief)
    .sort(newestFirst)
    .slice(0, RECENT_COUNT)
}

/**
 * The tray's newest documents, kept from the engine's item batches at the cost of the batch:
 * an item listed changes in place, a newer one pushes the oldest out. Only when one listed
 * leaves the inbox is the whole inbox read again (`inbox`), to fill its place.
 */
export function createRecentList(inbox: () => readonly IntakeItem[]): RecentList {
  let list = newest(inbox())
  return {
    take(items) {
      let changed = false
      let refill = false
      for (const item of items) {
        const at = list.findIndex((r) => r.id === item.id)
        if (item.removed) {
          refill ||= at >= 0
          continue
        }
        if (at >= 0) {
          const next = brief(item)
          const was = list[at]
          if (
            was.state === next.state &&
            was.name === next.name &&
            was.documents === next.documents
          )
            continue
          list[at] = next
          changed = true
        } else if (list.length < RECENT_COUNT || item.seq > list[list.length - 1].seq) {
          list = [...list, brief(item)].sort(newestFirst).slice(0, RECENT_COUNT)
          changed = true
        }
      }
      if (refill) list = newest(inbox())
      return changed || refill
    },
    items: () => list
  }
}
