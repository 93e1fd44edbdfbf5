/**
 * A structural check run on every IPC payload before its schema: the renderer is treated as
 * hostile, so objects must be plain, shallow enough, and free of prototype-pollution keys, and
 * a payload must be small enough to look at before anything walks it.
 */
import { IPC_MAX_PATHS } from '@shared/ipc'

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
/** How deep objects and lists may nest in one payload. */
export const MAX_DEPTH = 8
/** How many keys one object of a payload may have. */
export const MAX_KEYS = 200
/**
 * How many items one list may hold: the longest list any command takes (paths or ids). Read
 * from the list's length before any item is looked at, so a 3-million-item list costs nothing.
 */
export const MAX_LIST_ITEMS = IPC_MAX_PATHS
/**
 * How many values one payload may hold in all. The largest honest one is a settings update with
 * every watched folder at its most patterns (about 11,000 values); wide objects of long lists
 * nested deep would otherwise multiply into millions of values within the other limits.
 */
export const MAX_VALUES = 20_000

/** Names the first problem with the payload's shape, or returns null when it is acceptable. */
export function findHostileShape(value: unknown): string | null {
  const budget = { left: MAX_VALUES }
  return walk(value, 0, budget)
}

function walk(value: unknown, depth: number, budget: { left: number }): string | null {
  if (--budget.left < 0) return `more than ${MAX_VALUES} values in one payload`
  if (value === null || typeof value !== 'object') return null
  if (depth > MAX_DEPTH) return `nested deeper than ${MAX_DEPTH} levels`
  if (ArrayBuffer.isView(value)) return null
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_ITEMS) return `more than ${MAX_LIST_ITEMS} items in one list`
    // An index loop, not the list's iterator: a hostile list cannot run code while it is walked.
    for (let i = 0; i < value.length; i++) {
      const problem = walk(value[i], depth + 1, budget)
      if (problem) return problem
    }
    return null
  }
  const proto = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return 'not a plain object'
  const keys = Reflect.ownKeys(value)
  if (keys.length > MAX_KEYS) return `more than ${MAX_KEYS} keys in one object`
  for (const key of keys) {
    if (typeof key === 'symbol') return 'symbol keys are not accepted'
    if (FORBIDDEN_KEYS.has(key)) return `the key "${key}" is not accepted`
    const problem = walk((value as Record<string, unknown>)[key], depth + 1, budget)
    if (problem) return problem
  }
  return null
}
