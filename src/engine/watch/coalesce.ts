import type { FileStamp } from '../files/stamp'

export interface FsEvent {
  type: 'add' | 'change' | 'unlink'
  path: string
  stamp?: FileStamp
}

export interface NetChange {
  path: string
  change: 'upsert' | 'remove'
  stamp?: FileStamp
}

/**
 * Folds a burst of watcher events into one net change per path, in first-seen order:
 * the last event decides (add/change → upsert, unlink → remove), and a file that appeared and
 * vanished within the burst (add … unlink) produces nothing at all.
 */
export function coalesce(events: FsEvent[]): NetChange[] {
  const byPath = new Map<
    string,
    { first: FsEvent['type']; last: FsEvent['type']; stamp?: FileStamp }
  >()
  for (const e of events) {
    const cur = byPath.get(e.path)
    if (!cur) byPath.set(e.path, { first: e.type, last: e.type, stamp: e.stamp })
    else {
      cur.last = e.type
      if (e.stamp) cur.stamp = e.stamp
    }
  }
  const out: NetChange[] = []
  for (const [path, s] of byPath) {
    if (s.last === 'unlink') {
      if (s.first !== 'add') out.push({ path, change: 'remove' })
    } else {
      const c: NetChange = { path, change: 'upsert' }
      if (s.stamp) c.stamp = s.stamp
      out.push(c)
    }
  }
  return out
}
