import { Notification } from 'electron'
import type { DropResult } from '@shared/intake'
import { refusalValues } from '@shared/refusal'
import type { Translator } from '../i18n/translate'

/**
 * A desktop notification for files dropped on the tray icon that main refused (missing, a
 * folder…): the window may be closed, and a refusal must not pass without a word. One line per
 * file with why, in the clerk's language (as the window says it). Nothing when all were taken.
 */
export function notifyRefusedDrop(
  result: DropResult,
  { t, locale }: Translator,
  show: (title: string, body: string) => void = notify
): void {
  const n = result.rejected.length
  if (n === 0) return
  const lines = result.rejected.map((r) => {
    const { name, limit } = refusalValues(r, locale)
    return t('notifications.drop.refusedLine', {
      name,
      reason: t(`errors.refusal.${r.kind}`, { limit })
    })
  })
  show(t('notifications.drop.refusedTitle', n), lines.join('\n'))
}

function notify(title: string, body: string): void {
  if (!Notification.isSupported()) return
  new Notification({ title, body }).show()
}
