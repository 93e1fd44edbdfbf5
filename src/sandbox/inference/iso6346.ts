/**
 * ISO 6346 container numbers: owner code (3 letters), equipment category (U, J or Z), a 6-digit
 * serial number and a check digit. Shared by inference, tracking, seeding and extraction so a
 * number is judged the same way everywhere.
 */

/** Letter values: A=10 upwards, skipping multiples of 11 (11, 22, 33). */
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {}
  let value = 10
  for (let code = 65; code <= 90; code++) {
    if (value % 11 === 0) value++
    values[String.fromCharCode(code)] = value
    value++
  }
  return values
})()

export const EQUIPMENT_CATEGORIES = ['U', 'J', 'Z'] as const

export const REASON_CHECK_DIGIT = 'Invalid check digit'
export const REASON_LENGTH = 'Container number must be 11 characters: 4 letters and 7 digits'
export const REASON_OWNER = 'Owner code must be 3 letters'
export const REASON_CATEGORY = 'Equipment category letter must be U, J or Z'
export const REASON_SERIAL = 'Serial number and check digit must be 7 digits'

export interface ContainerNumberCheck {
  /** The number upper-cased with spaces, dashes, dots and slashes removed. */
  normalized: string
  valid: boolean
  /** null when the number is too malformed to compute a check digit. */
  checkDigitPassed: boolean | null
  /** The first problem found, in the wording the service uses; null when valid. */
  reason: string | null
  ownerCode: string | null
  category: string | null
}

/** Upper-cases and strips the separators people type inside container numbers. */
export function normalizeContainerNumber(input: string): string {
  return input.toUpperCase().replace(/[\s\-./]/g, '')
}

/**
 * The check digit for the first 10 characters (owner code, category, serial), or null when those
 * are not 4 letters and 6 digits. Σ value·2^i mod 11, with 10 written as 0.
 */
export function computeCheckDigit(first10: string): number | null {
  const head = first10.toUpperCase()
  if (!/^[A-Z]{4}\d{6}$/.test(head)) return null
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const ch = head[i]
    const value = i < 4 ? LETTER_VALUES[ch] : Number(ch)
    sum += value * 2 ** i
  }
  return (sum % 11) % 10
}

/** Validates a container number and says why it is not one, the first problem first. */
export function checkContainerNumber(input: string): ContainerNumberCheck {
  const normalized = normalizeContainerNumber(input)
  const fail = (reason: string, checkDigitPassed: boolean | null = null): ContainerNumberCheck => ({
    normalized,
    valid: false,
    checkDigitPassed,
    reason,
    ownerCode: /^[A-Z]{3}/.test(normalized) ? normalized.slice(0, 3) : null,
    category: normalized.length >= 4 ? normalized[3] : null
  })
  if (normalized.length !== 11) return fail(REASON_LENGTH)
  if (!/^[A-Z]{3}/.test(normalized)) return fail(REASON_OWNER)
  if (!(EQUIPMENT_CATEGORIES as readonly string[]).includes(normalized[3])) {
    return fail(REASON_CATEGORY)
  }
  if (!/^\d{7}$/.test(normalized.slice(4))) return fail(REASON_SERIAL)
  const expected = computeCheckDigit(normalized.slice(0, 10))
  if (expected !== Number(normalized[10])) return fail(REASON_CHECK_DIGIT, false)
  return {
    normalized,
    valid: true,
    checkDigitPassed: true,
    reason: null,
    ownerCode: normalized.slice(0, 3),
    category: normalized[3]
  }
}

/** True for a well-formed container number whose check digit is right. */
export function isValidContainerNumber(input: string): boolean {
  return checkContainerNumber(input).valid
}

/**
 * Completes a 4-letter prefix and 6-digit serial with its check digit; used to mint container
 * numbers that are valid by construction.
 */
export function withCheckDigit(first10: string): string {
  const digit = computeCheckDigit(first10)
  if (digit === null) throw new Error(`Not a container number prefix and serial: ${first10}`)
  return first10.toUpperCase() + String(digit)
}
