import type { FileState, IntakeItem } from '@shared/intake'

let seq = 0

/** An intake item with believable defaults; override what the test is about. */
export function makeItem(over: Partial<IntakeItem> & { state?: FileState } = {}): IntakeItem {
  seq++
  const at = new Date(Date.UTC(2026, 2, 2, 9, 0, seq % 60)).toISOString()
  return {
    id: `item-${seq}`,
    // Made one after the other, as the ledger numbers them.
    seq,
    origin: { kind: 'drop' },
    path: `/home/clerk/file-${seq}.pdf`,
    name: `file-${seq}.pdf`,
    size: 2048,
    mtimeMs: null,
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
