import { ATTENTION_STATES, type FileState } from '@shared/intake'
import { counted } from './format'
import type { Words } from './words'

/** How a file ended, as a batch announcement counts it. */
export type Outcome = 'extracted' | 'duplicate' | 'failed'

/** Said in this order; the files that failed are named. */
const OUTCOMES: readonly Outcome[] = ['extracted', 'duplicate', 'failed']

/** At most this many names are read out; the rest are counted ("and 4 more"). */
const NAMED = 3

/** A state's outcome, or null while the file is still on its way (or was cancelled). */
export function outcomeOf(state: FileState): Outcome | null {
  if (state === 'extracted' || state === 'duplicate') return state
  return ATTENTION_STATES.includes(state) ? 'failed' : null
}

function names(list: readonly string[], locale: string, words: Words): string {
  const shown = list.slice(0, NAMED)
  const rest = list.length - shown.length
  if (rest > 0) shown.push(words.t('shell.live.batch.more', counted(rest, locale), rest))
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(shown)
}

/**
 * One sentence for files that ended together, in the window's language:
 * "3 extracted, 1 failed: scan-7.pdf".
 */
export function batchSentence(
  batch: readonly { name: string; outcome: Outcome }[],
  words: Words
): string {
  const locale = words.locale.value
  const parts = OUTCOMES.flatMap((outcome) => {
    const n = batch.filter((b) => b.outcome === outcome).length
    return n === 0 ? [] : [words.t(`shell.live.batch.${outcome}`, counted(n, locale), n)]
  })
  const failed = batch.filter((b) => b.outcome === 'failed').map((b) => b.name)
  const counts = parts.join(words.t('shell.live.batch.separator'))
  return failed.length === 0
    ? words.t('shell.live.batch.done', { counts })
    : words.t('shell.live.batch.withNames', { counts, names: names(failed, locale, words) })
}
