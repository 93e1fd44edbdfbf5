import { counted } from './format'
import { daysLeft, type KnownDue } from './inbox/dueFirst'
import { localDay, money } from './journey'
import type { Words } from './words'

/** A document's row in "What's due first": its words, and whether the day is already past. */
export interface DueNote {
  text: string
  overdue: boolean
}

/**
 * "3 days left: last free day 5 Mar · 1 hold at the terminal · fees $150.00": the earliest last
 * free day of the document's containers as days left (past ones say "Overdue", never colour
 * alone), with holds and fees where the terminal gave them.
 */
export function dueNote(known: KnownDue | undefined, words: Words, now: number): DueNote {
  const { t, locale } = words
  if (!known) return { text: t('find.due.looking'), overdue: false }
  if (known.failed || !known.due) return { text: t('find.due.unknown'), overdue: false }
  const due = known.due
  const left = daysLeft(due, now)
  const day = due.lfd ? localDay(due.lfd, due.timeZone, locale.value) : ''
  const parts: string[] = []
  if (left === null) parts.push(t('find.due.none'))
  else if (left < 0)
    parts.push(t('find.due.overdue', { ...counted(-left, locale.value), day }, -left))
  else if (left === 0) parts.push(t('find.due.today', { day }))
  else parts.push(t('find.due.left', { ...counted(left, locale.value), day }, left))
  if (due.holds > 0) parts.push(t('find.due.holds', counted(due.holds, locale.value), due.holds))
  if (due.fees.length > 0) {
    const amounts = due.fees.map((f) => money(f.amount, f.currency, locale.value)).join(', ')
    parts.push(t('find.due.fees', { amounts }))
  }
  return { text: parts.join(t('find.due.joiner')), overdue: left !== null && left < 0 }
}
