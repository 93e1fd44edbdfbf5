/**
 * A watched folder's split rule: how a multi-page scan of that folder becomes documents.
 *
 * - `service`: the file is sent whole. The service may still cut it into a packet's parts
 *   (docs/packets.md); Dropdock cannot stop that, so there is no "never split" mode.
 * - `separators`: before upload, a page carrying a barcode or QR code whose text is the folder's
 *   separator text, or a blank page, starts a new document (src/engine/separators detects them).
 *
 * The rule a file was taken in under travels with its item (`origin.split`), so a later change
 * of the folder's settings does not change how a file already found is cut.
 */
import type { ItemOrigin } from './intake'

export const SPLIT_MODES = ['service', 'separators'] as const
export type SplitMode = (typeof SPLIT_MODES)[number]

export const DEFAULT_SPLIT_MODE: SplitMode = 'service'
export const DEFAULT_SEPARATOR_TEXT = 'DROPDOCK-SPLIT'

/** Length of a separator text, in characters (code points). */
export const SEPARATOR_TEXT_LIMITS = { min: 1, max: 64 } as const

/** Why a separator text cannot be used; the window and the CLI word each. */
export const SEPARATOR_TEXT_PROBLEMS = ['empty', 'too_long', 'control', 'spaces'] as const
export type SeparatorTextProblem = (typeof SEPARATOR_TEXT_PROBLEMS)[number]

/** Controls (C0, DEL, C1) and invisible format marks (bidi, zero-width, BOM): never printed. */
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u

/**
 * Why `text` is not a separator text, or null: 1–64 printable characters (no control or
 * invisible format character), no space at either end (a code's text is compared as it is).
 */
export function separatorTextProblem(text: string): SeparatorTextProblem | null {
  const length = [...text].length
  if (length < SEPARATOR_TEXT_LIMITS.min) return 'empty'
  if (length > SEPARATOR_TEXT_LIMITS.max) return 'too_long'
  if (NOT_PRINTABLE.test(text)) return 'control'
  if (text.trim() !== text) return 'spaces'
  return null
}

/** The English sentence for a problem (the settings schema's, the CLI's). */
export const SEPARATOR_TEXT_RULE: Record<SeparatorTextProblem, string> = {
  empty: 'the separator text must not be empty',
  too_long: `the separator text is at most ${SEPARATOR_TEXT_LIMITS.max} characters`,
  control: 'the separator text must be printable (no control or invisible characters)',
  spaces: 'the separator text must not start or end with a space'
}

/**
 * The rule an item carries in its origin when its folder splits at separator sheets: `text` is
 * the separator text as it was when the file was taken in.
 */
export type SeparatorRule = NonNullable<Extract<ItemOrigin, { kind: 'watch' }>['split']>

/** A folder's rule as its item keeps it: only a rule that cuts, so `service` is none. */
export function splitRuleOf(folder: {
  split: SplitMode
  separatorText: string
}): SeparatorRule | undefined {
  return folder.split === 'separators'
    ? { mode: 'separators', text: folder.separatorText }
    : undefined
}

/**
 * The separator rule an item's origin holds, or null (sent whole, as the service does). An
 * origin read from the ledger is not trusted to be whole: anything but a usable rule is null.
 */
export function separatorRuleIn(origin: ItemOrigin): SeparatorRule | null {
  const split: unknown = origin.kind === 'watch' ? origin.split : null
  if (typeof split !== 'object' || split === null) return null
  const { mode, text } = split as Record<string, unknown>
  if (mode !== 'separators' || typeof text !== 'string' || separatorTextProblem(text)) return null
  return { mode, text }
}
