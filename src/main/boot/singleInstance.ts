import type { App } from 'electron'

/**
 * One Dropdock per user: a second launch hands over to the first (which comes to the front)
 * and quits. Returns false in the second instance so startup stops there.
 */
export function setupSingleInstance(app: App, reveal: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return false
  }
  app.on('second-instance', () => reveal())
  return true
}
