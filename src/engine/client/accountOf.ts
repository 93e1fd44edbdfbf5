import type { ServiceClient } from './serviceClient'

/** Longest company name shown: the service's text goes into a native dialog. */
const NAME_MAX = 120

/**
 * Whose account a key opens, as far as the service says. The service has no "who am I" call:
 * its documents carry their account (`include=account`, `company_name`), so the newest one
 * names it. An account that holds no document yet cannot be named (`null`). The name is the
 * service's text: control and format characters (bidi overrides) are dropped, length bounded.
 */
export async function accountNameOf(client: ServiceClient): Promise<string | null> {
  const page = await client.listDocuments({ size: 1, include: ['account'] })
  const account = page.included.find((r) => r.type === 'account')
  const raw = account?.attributes?.company_name
  if (typeof raw !== 'string') return null
  const name = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, NAME_MAX)
  return name || null
}
