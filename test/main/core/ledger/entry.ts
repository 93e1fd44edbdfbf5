import type { LedgerEntry } from '../../../../src/main/core/ledger/types'

/** A fresh ledger entry for tests. */
export function entry(id: string, over: Partial<LedgerEntry> = {}): LedgerEntry {
  const at = '2026-01-01T00:00:00.000Z'
  return {
    id,
    origin: { kind: 'drop' },
    path: `/in/${id}.pdf`,
    name: `${id}.pdf`,
    size: 100,
    mtimeMs: 1,
    md5: null,
    state: 'queued',
    bytesSent: 0,
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    signedId: null,
    documentId: null,
    duplicateOf: null,
    documentType: null,
    shipmentNumbers: [],
    containerNumbers: [],
    history: [{ state: 'queued', at }],
    createdAt: at,
    updatedAt: at,
    ...over
  }
}
