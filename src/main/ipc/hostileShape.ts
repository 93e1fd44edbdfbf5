/**
 * A structural check run on every IPC payload before its schema: the renderer is treated as
 * hostile, so objects must be plain, shallow enough, and free of prototype-pollution keys.
 */

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
/** How deep objects and lists may nest in one payload. */
export const MAX_DEPTH = 8
/** How many keys one object of a payload may have. */
export const MAX_KEYS = 200

/** Names the first problem with the payload's shape, or returns null when it is acceptable. */
export function findHostileShape(value: unknown, depth = 0): string | null {
  if (value === null || typeof value !== 'object') return null
  if (depth > MAX_DEPTH) return `nested deeper than ${MAX_DEPTH} levels`
  if (ArrayBuffer.isView(value)) return null
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = findHostileShape(item, depth + 1)
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
    const problem = findHostileShape((value as Record<string, unknown>)[key], depth + 1)
    if (problem) return problem
  }
  return null
}
