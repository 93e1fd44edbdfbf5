import { Notification } from 'electron'
import type { AppStatus } from '@shared/ipc'

/**
 * A desktop notification when the disk under Dropdock's data starts refusing writes (once per
 * problem, whatever the notification level: intake has stopped), and one when it works again.
 * Feed it every status; returns the function to call.
 */
export function createStorageNotice(show: (title: string, body: string) => void = notify) {
  let last: string | null = null
  return (status: AppStatus): void => {
    const now = status.storage ?? null
    if (now === last) return
    const was = last
    last = now
    if (now) show('Dropdock has paused intake', now)
    else if (was) show('Dropdock goes on', 'Its data can be written again; intake has resumed.')
  }
}

function notify(title: string, body: string): void {
  if (!Notification.isSupported()) return
  new Notification({ title, body }).show()
}
