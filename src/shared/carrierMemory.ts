/**
 * The carrier a clerk chose for a number the service could not place, remembered by the number's
 * prefix (a container's or B/L's owner code, a booking's first characters) and offered the next
 * time as a suggestion the clerk presses — never applied on its own: a prefix is a hint, not a
 * rule, and a wrong carrier tracks nothing.
 */

/** How many leading characters of a number name its prefix. */
export const CARRIER_PREFIX_CHARS = 4

/** Prefixes kept; the one used longest ago goes first. */
export const CARRIER_MEMORY_MAX = 200

/** A remembered choice: prefix → SCAC, oldest first. */
export type CarrierMemory = Readonly<Record<string, string>>

const SCAC = /^[A-Z]{2,4}$/

/** The number's prefix (upper case, no spaces), or null for a number too short to have one. */
export function numberPrefix(number: string): string | null {
  const plain = number.replace(/\s+/g, '').toUpperCase()
  if (plain.length <= CARRIER_PREFIX_CHARS + 1) return null
  return plain.slice(0, CARRIER_PREFIX_CHARS)
}

/** The SCAC chosen last for numbers with this one's prefix, if any. */
export function rememberedCarrier(memory: CarrierMemory, number: string): string | null {
  const prefix = numberPrefix(number)
  return prefix !== null && Object.hasOwn(memory, prefix) ? memory[prefix] : null
}

/** The memory with `scac` as the choice for `number`'s prefix, within CARRIER_MEMORY_MAX. */
export function rememberCarrier(
  memory: CarrierMemory,
  number: string,
  scac: string
): CarrierMemory {
  const prefix = numberPrefix(number)
  if (prefix === null || !SCAC.test(scac)) return memory
  const entries = Object.entries(memory).filter(([p]) => p !== prefix)
  entries.push([prefix, scac])
  return Object.fromEntries(entries.slice(-CARRIER_MEMORY_MAX))
}

/** A memory read back from storage: anything that is not prefix → SCAC is dropped. */
export function carrierMemoryFrom(raw: unknown): CarrierMemory {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const kept = Object.entries(raw as Record<string, unknown>).filter(
    (e): e is [string, string] =>
      typeof e[1] === 'string' &&
      SCAC.test(e[1]) &&
      e[0].length === CARRIER_PREFIX_CHARS &&
      e[0] === e[0].toUpperCase()
  )
  return Object.fromEntries(kept.slice(-CARRIER_MEMORY_MAX))
}
