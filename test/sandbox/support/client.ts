/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field by the tests */
import { createHash } from 'node:crypto'
import type { RunningSandbox } from '../../../src/sandbox/index'
import { waitFor } from '../../support/waitFor'

/** A JSON answer of the sandbox. */
export interface Answer<T = any> {
  status: number
  headers: Headers
  body: T
}

/** Calls the API with a key (default: the sandbox's) and parses JSON when there is some. */
export async function api<T = any>(
  sb: RunningSandbox,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = sb.apiKey
): Promise<Answer<T>> {
  const headers: Record<string, string> = {}
  if (key) headers.Authorization = `Token ${key}`
  if (body !== undefined) headers['Content-Type'] = 'application/vnd.api+json'
  const url = path.startsWith('http') ? path : `${sb.baseUrl}${path}`
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined }
}

/** The notifications of one event the sandbox lists now (its first page, newest first). */
export async function notificationsOf(sb: RunningSandbox, event: string): Promise<any[]> {
  const list = await api(sb, 'GET', `/webhook_notifications?filter[event]=${event}`)
  return list.body.data
}

/** Waits (up to 5 s) for the `event` notification the sandbox lists for one document. */
export function notificationFor(
  sb: RunningSandbox,
  event: string,
  documentId: string
): Promise<any> {
  return waitFor(
    async () =>
      (await notificationsOf(sb, event)).find(
        (n: { relationships: { document: { data: { id: string } } } }) =>
          n.relationships.document.data.id === documentId
      ),
    `the ${event} notification of document ${documentId}`,
    5000
  )
}

/** Base64 MD5 of bytes, as the blob's checksum. */
export function md5Base64(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('base64')
}

/** Step 1 of a direct upload: the blob answer. */
export async function createBlob(
  sb: RunningSandbox,
  bytes: Uint8Array,
  filename: string,
  contentType: string,
  key?: string
) {
  return api(
    sb,
    'POST',
    '/rails/active_storage/direct_uploads',
    {
      blob: {
        filename,
        content_type: contentType,
        byte_size: bytes.length,
        checksum: md5Base64(bytes)
      }
    },
    key
  )
}

/** Steps 1–2: uploads bytes and returns the signed_id. */
export async function upload(
  sb: RunningSandbox,
  bytes: Uint8Array,
  filename: string,
  contentType = 'application/pdf',
  key?: string
): Promise<string> {
  const blob = await createBlob(sb, bytes, filename, contentType, key)
  if (blob.status !== 200) throw new Error(`blob: ${blob.status} ${JSON.stringify(blob.body)}`)
  const put = await fetch(blob.body.direct_upload.url, {
    method: 'PUT',
    headers: blob.body.direct_upload.headers,
    body: bytes
  })
  if (put.status !== 204) throw new Error(`PUT: ${put.status} ${await put.text()}`)
  return blob.body.signed_id
}

/** Steps 1–4: uploads and creates a document; returns the create answer. */
export async function createDocument(
  sb: RunningSandbox,
  bytes: Uint8Array,
  filename: string,
  contentType = 'application/pdf',
  key?: string
) {
  const signedId = await upload(sb, bytes, filename, contentType, key)
  return api(
    sb,
    'POST',
    '/documents',
    { data: { type: 'document', attributes: { name: filename, attached_document: signedId } } },
    key
  )
}
