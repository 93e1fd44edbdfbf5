/** Least and most a number setting may be, in the unit main stores. */
export interface Limits {
  min: number
  max: number
}

/**
 * The number a clerk typed into a number input, in the unit main stores (`scale` units per
 * shown unit: 1000 for an input in seconds of a setting in milliseconds), kept within `limits`.
 * Null for a blank or unreadable entry. Either way the input then shows what is in effect (the
 * number kept, or `current`), also when the saved setting does not change and the view has
 * nothing to redraw: typing 9 where 8 is the most reads 8, not 9.
 */
export function numberEntry(
  event: Event,
  limits: Limits,
  current: number,
  scale = 1
): number | null {
  const input = event.target as HTMLInputElement
  const text = input.value.trim()
  const typed = Math.round(Number(text) * scale)
  const kept =
    text === '' || !Number.isFinite(typed)
      ? null
      : Math.min(limits.max, Math.max(limits.min, typed))
  input.value = String((kept ?? current) / scale)
  return kept
}
