import type { Settings } from '@shared/ipc'

/** A change of where the app sends documents and the key, as the confirmation names it. */
export interface ConnectionChange {
  /** The address in use before ('' for the embedded sandbox). */
  from: string
  /** The address the app would use after. */
  to: string
}

/**
 * The change a new connection makes, or null when it needs no confirmation: nothing that
 * decides a destination changed, or the app goes back to the embedded sandbox (which sends
 * nothing anywhere). Any other change of mode or address is one the clerk must confirm.
 */
export function connectionChange(
  before: Settings['connection'],
  after: Settings['connection']
): ConnectionChange | null {
  if (after.mode === 'sandbox') return null
  const same =
    before.mode === after.mode &&
    before.baseUrl === after.baseUrl &&
    before.appUrl === after.appUrl &&
    before.directUploadUrl === after.directUploadUrl
  if (same) return null
  return { from: before.mode === 'sandbox' ? '' : before.baseUrl, to: after.baseUrl }
}
