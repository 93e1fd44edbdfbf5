import { Notification } from 'electron'
import { storageKind } from '@shared/storageProblem'
import type { AppStatus } from '@shared/appStatus'
import type { Translator } from '../i18n/translate'

/** The sentence for the disk that refuses Dropdock's data, in the clerk's language; null while writing works. */
export function storageText(status: AppStatus, { t }: Translator): string | null {
  const problem = status.storage
  if (!problem) return null
  return t(`notifications.storage.problem.${storageKind(problem.code)}`, {
    path: problem.path,
    code: problem.code
  })
}

/**
 * A desktop notification when the disk under Dropdock's data starts refusing writes (once per
 * problem, whatever the notification level: intake has stopped), and one when it works again.
 * Feed it every status; returns the function to call. `translator` gives the current language.
 */
export function createStorageNotice(
  translator: () => Translator,
  show: (title: string, body: string) => void = notify
) {
  let last: string | null = null
  return (status: AppStatus): void => {
    const now = status.storage?.message ?? null
    if (now === last) return
    const was = last
    last = now
    const tr = translator()
    if (now) show(tr.t('notifications.storage.pausedTitle'), storageText(status, tr) ?? now)
    else if (was) {
      show(tr.t('notifications.storage.resumedTitle'), tr.t('notifications.storage.resumedBody'))
    }
  }
}

function notify(title: string, body: string): void {
  if (!Notification.isSupported()) return
  new Notification({ title, body }).show()
}
