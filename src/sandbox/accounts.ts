import { DOCUMENT_TYPE_CODES } from '../shared/serviceCodes'

/** A sandbox account (tenant). Ids are fixed so data dirs stay valid across restarts. */
export interface Account {
  id: string
  companyName: string
  /** Paid routing (map) feature. */
  routing: boolean
  /** Allowed document types, in display order. */
  documentTypes: string[]
  /** Address whose mail attachments become documents (POST /sandbox/inbound-email). */
  documentAlias: string
}

/** An API key and what it may do. */
export interface ApiKey {
  key: string
  accountId: string
  canUpdate: boolean
}

export const BLUE_HARBOR: Account = {
  id: '6f1c2d3e-0a4b-4c5d-8e9f-1a2b3c4d5e01',
  companyName: 'Blue Harbor Forwarding',
  routing: true,
  documentTypes: [...DOCUMENT_TYPE_CODES],
  documentAlias: 'docs+blueharbor@inbound.sandbox.invalid'
}

export const NORTHGATE: Account = {
  id: '6f1c2d3e-0a4b-4c5d-8e9f-1a2b3c4d5e02',
  companyName: 'Northgate Customs Brokers',
  routing: false,
  documentTypes: [...DOCUMENT_TYPE_CODES],
  documentAlias: 'docs+northgate@inbound.sandbox.invalid'
}

export const ACCOUNTS: readonly Account[] = [BLUE_HARBOR, NORTHGATE]

export const DEFAULT_API_KEY = 'sbx_blueharbor_full'

/** A fixed, public key of the standalone sandbox, and what it may do (--help, docs/sandbox.md). */
export interface SeededKey {
  key: string
  account: Account
  canUpdate: boolean
  /** One line: account, rights, features. */
  allows: string
}

/**
 * The seeded keys. They are published in docs/sandbox.md and the tests, so they give no protection:
 * only the standalone `npm run sandbox` (tests, demos) accepts them, never the embedded one.
 */
export const SEEDED_KEYS: readonly SeededKey[] = [
  {
    key: DEFAULT_API_KEY,
    account: BLUE_HARBOR,
    canUpdate: true,
    allows: 'Blue Harbor Forwarding: read and write, routing map included'
  },
  {
    key: 'sbx_blueharbor_readonly',
    account: BLUE_HARBOR,
    canUpdate: false,
    allows: 'Blue Harbor Forwarding: read only (uploads, changes, tracking requests: 403)'
  },
  {
    key: 'sbx_northgate_full',
    account: NORTHGATE,
    canUpdate: true,
    allows: 'Northgate Customs Brokers: read and write, its own data, no routing map (403)'
  }
]

/**
 * The keys a sandbox accepts: the seeded ones unless `seeded` is false (the embedded sandbox),
 * plus `extraKeys` as full keys for Blue Harbor.
 */
export function buildKeys(extraKeys: readonly string[] = [], seeded = true): Map<string, ApiKey> {
  const keys = new Map<string, ApiKey>()
  const add = (key: string, accountId: string, canUpdate: boolean): void => {
    keys.set(key, { key, accountId, canUpdate })
  }
  if (seeded) for (const k of SEEDED_KEYS) add(k.key, k.account.id, k.canUpdate)
  for (const k of extraKeys) if (!keys.has(k)) add(k, BLUE_HARBOR.id, true)
  return keys
}

/** The account of an id (throws for an unknown id: ids come from our own tables). */
export function accountById(id: string): Account {
  const a = ACCOUNTS.find((x) => x.id === id)
  if (!a) throw new Error(`Unknown sandbox account ${id}`)
  return a
}

/** Key from `Authorization: Token <key>` (also `Token token=<key>`), or null. */
export function parseAuthorization(header: string | undefined): string | null {
  if (!header) return null
  const m = /^Token\s+(?:token=)?"?([^\s"]+)"?\s*$/i.exec(header.trim())
  return m ? m[1] : null
}
