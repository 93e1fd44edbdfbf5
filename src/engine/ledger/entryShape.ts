import type { LedgerEntry } from './types'

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * True when a value read from the state folder has the fields the engine reads before anything
 * else (id, state, name, path, origin, history, times). A `null`, or an entry cut or edited out
 * of shape, is damage to report, never a TypeError deep in the engine.
 */
export function entryShapeOk(v: unknown): v is LedgerEntry {
  if (!isObject(v)) return false
  return (
    typeof v.id === 'string' &&
    typeof v.state === 'string' &&
    typeof v.name === 'string' &&
    (v.path === null || typeof v.path === 'string') &&
    isObject(v.origin) &&
    typeof v.origin.kind === 'string' &&
    Array.isArray(v.history) &&
    v.history.every(isObject) &&
    typeof v.createdAt === 'string' &&
    typeof v.updatedAt === 'string' &&
    (v.meta === undefined || isObject(v.meta))
  )
}

/** True for a patch a journal record may carry: an object whose fields keep the entry's shape. */
export function patchShapeOk(v: unknown): v is Partial<LedgerEntry> {
  if (!isObject(v)) return false
  if ('state' in v && typeof v.state !== 'string') return false
  if ('name' in v && typeof v.name !== 'string') return false
  if ('path' in v && v.path !== null && typeof v.path !== 'string') return false
  if ('history' in v || 'id' in v || 'seq' in v) return false
  if ('meta' in v && v.meta !== undefined && !isObject(v.meta)) return false
  return true
}
