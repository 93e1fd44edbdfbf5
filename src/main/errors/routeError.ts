/**
 * The error Electron-side code throws when it refuses something for the clerk. It lives apart
 * from the IPC boundary (ipc/routeError.ts turns it into the IpcResult error) so that the
 * features that throw it (settings, the key store, the intake host) need not import `ipc`, which
 * imports them.
 */
import type { ErrorKind, FileReason } from '@shared/intake'

/**
 * A refusal or failure that Electron-side code (a route, the settings, the key store, the intake
 * host) wants the renderer to show as is: a kind the UI can act on and a sentence a clerk
 * understands. Turned into the IpcResult error by toIpcError() in ipc/routeError.ts.
 */
export class RouteError extends Error {
  readonly kind: ErrorKind
  readonly detail?: string
  /** Kind 'file' said more exactly, for the window's words. */
  readonly reason?: FileReason
  constructor(kind: ErrorKind, message: string, detail?: string, reason?: FileReason) {
    super(message)
    this.name = 'RouteError'
    this.kind = kind
    if (detail !== undefined) this.detail = detail
    if (reason !== undefined) this.reason = reason
  }
}
