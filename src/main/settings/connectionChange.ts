import type { Settings } from '@shared/settingsSchema'

/** A change of where the app sends documents and the key, as the confirmation names it. */
export interface ConnectionChange {
  /** The service address in use before ('' for the embedded sandbox). */
  from: string
  /** The service address after ('' when only going back to the sandbox with new addresses). */
  to: string
  /** The web app and direct-upload addresses after, when set. */
  appUrl: string
  directUploadUrl: string | null
  /**
   * What the confirmation asks about, the weightiest change first: the service (address or
   * mode), else the web app's address, else the direct-upload address.
   */
  what: 'service' | 'webApp' | 'uploads'
}

/**
 * The change a new connection makes, or null when it needs no confirmation: no address and no
 * mode changed, or only the mode went back to the embedded sandbox (which sends nothing
 * anywhere). Any new address, even one saved while in sandbox mode for later, is confirmed.
 */
export function connectionChange(
  before: Settings['connection'],
  after: Settings['connection']
): ConnectionChange | null {
  const sameAddresses =
    before.baseUrl === after.baseUrl &&
    before.appUrl === after.appUrl &&
    before.directUploadUrl === after.directUploadUrl
  if (sameAddresses && (before.mode === after.mode || after.mode === 'sandbox')) return null
  const what =
    before.baseUrl !== after.baseUrl || before.mode !== after.mode
      ? 'service'
      : before.appUrl !== after.appUrl
        ? 'webApp'
        : 'uploads'
  return {
    from: before.mode === 'sandbox' ? '' : before.baseUrl,
    to: after.baseUrl,
    appUrl: after.appUrl,
    directUploadUrl: after.directUploadUrl,
    what
  }
}
