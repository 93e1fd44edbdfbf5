import type { ErrorKind } from '@shared/intake'
import { accountNameOf } from '../../engine/client/accountOf'
import { ServiceError } from '../../engine/client/errors'
import type { ServiceClient, ServiceConfig } from '../../engine/client/serviceClient'

/** What the service said about the account a key opens. */
export type AccountReading =
  | { kind: 'named'; name: string }
  /** The key works, but its account holds no document that would name it. */
  | { kind: 'unnamed' }
  /** The account could not be read: the service refused the key, or did not answer. */
  | { kind: 'unreadable'; error: ErrorKind }

/** A saved key about to be replaced from the window, as the confirmation names it. */
export interface KeyReplacement {
  /** The service both keys are read at and the new one would be sent to. */
  address: string
  replaced: AccountReading
  next: AccountReading
}

/** One quick read per key: the clerk is waiting on Save, and a dialog follows. */
const READ_TIMEOUT_MS = 10_000

/**
 * Reads, with `apiKey` and before anything is saved, whose account it opens at `baseUrl`.
 * Never throws: a failure is part of what the clerk is told.
 */
export async function readAccount(
  createClient: (cfg: ServiceConfig) => ServiceClient,
  baseUrl: string,
  apiKey: string
): Promise<AccountReading> {
  try {
    const client = createClient({
      baseUrl,
      apiKey,
      timeoutMs: READ_TIMEOUT_MS,
      retry: { retries: 0 }
    })
    const name = await accountNameOf(client)
    return name ? { kind: 'named', name } : { kind: 'unnamed' }
  } catch (err) {
    return { kind: 'unreadable', error: err instanceof ServiceError ? err.kind : 'upstream' }
  }
}
