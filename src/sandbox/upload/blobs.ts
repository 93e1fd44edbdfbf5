import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Store } from '../store/store'

/** A direct-upload blob; kept in the shared scope so the unauthenticated PUT can find it. */
export interface BlobRecord {
  id: string
  key: string
  accountId: string
  filename: string
  content_type: string
  byte_size: number
  checksum: string
  created_at: string
  /** Secret part of the storage URL. */
  token: string
  expires_at: string
  uploaded: boolean
}

export const BLOBS = 'blobs'
const META = 'meta'

interface MetaRecord {
  id: string
  value: string
}

/** The sandbox's signing secret, created once per data dir. */
function signingSecret(store: Store): string {
  const meta = store.shared.collection<MetaRecord>(META)
  let rec = meta.get('signing_secret')
  if (!rec) rec = meta.put({ id: 'signing_secret', value: randomBytes(32).toString('hex') })
  return rec.value
}

/** `signed_id` of a blob: its id and an HMAC, so a forged id is refused. */
export function signBlobId(store: Store, blobId: string): string {
  const payload = Buffer.from(JSON.stringify({ blob_id: blobId })).toString('base64url')
  const mac = createHmac('sha256', signingSecret(store)).update(payload).digest('hex')
  return `${payload}--${mac}`
}

/** Blob id of a valid `signed_id`, or null. */
export function verifySignedId(store: Store, signedId: string): string | null {
  const [payload, mac] = signedId.split('--')
  if (!payload || !mac) return null
  const expected = createHmac('sha256', signingSecret(store)).update(payload).digest('hex')
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) {
    return null
  }
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      blob_id?: unknown
    }
    return typeof parsed.blob_id === 'string' ? parsed.blob_id : null
  } catch {
    return null
  }
}
