/**
 * Mail to an account's document alias, as the service takes it: POST the raw message
 * (RFC 822, `message/rfc822`) to /sandbox/inbound-email. The account is the one whose alias is
 * among the recipients; each attachment becomes a document (source `email`) related to one
 * `email_submission`, then goes through classification and extraction like an upload. Content
 * the account already has is not created twice. Sandbox-only: the real service receives mail.
 * Bounded (./limits): the message's size, the rate, and in ./mime nesting, parts and decoded
 * bytes; on the embedded sandbox only with its key.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { ACCOUNTS } from '../accounts'
import { documentRecord } from '../documents/create'
import { DOCUMENTS, type DocumentRecord } from '../documents/records'
import { documentResource } from '../documents/serialize'
import { HttpError, notFound, titleOf, unprocessable } from '../http/errors'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { processDocument } from '../processing/pipeline'
import { BLOBS, type BlobRecord } from '../upload/blobs'
import { blobPath } from '../upload/storage'
import { MAIL_MAX_BYTES } from './limits'
import { addresses, MailRefused, parseMail, type ParsedMail } from './mime'
import { EMAIL_SUBMISSIONS, emailSubmissionResource, type EmailSubmissionRecord } from './records'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../shared/fileModes'

const PREVIEW_CHARS = 280

/** 413 for a message past the cap; the connection closes so the rest is not read. */
function tooLarge(): HttpError {
  return new HttpError(
    413,
    [
      {
        status: '413',
        title: titleOf(413),
        detail: `The message is larger than ${MAIL_MAX_BYTES} bytes (25 MiB), the most this sandbox takes, as mail servers cap it.`,
        code: 'message_too_large'
      }
    ],
    { Connection: 'close' }
  )
}

async function readMessage(ctx: RouteContext): Promise<Buffer> {
  const declared = Number(ctx.req.headers['content-length'])
  if (declared > MAIL_MAX_BYTES) {
    ctx.req.resume()
    throw tooLarge()
  }
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    total += chunk.length
    if (total > MAIL_MAX_BYTES) {
      ctx.req.resume()
      throw tooLarge()
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The parsed message, or the limit it is past as the service's error envelope. */
function readMail(raw: Buffer): ParsedMail {
  try {
    return parseMail(raw)
  } catch (err) {
    if (!(err instanceof MailRefused)) throw err
    throw new HttpError(err.status, [
      {
        status: String(err.status),
        title: titleOf(err.status),
        detail: err.message,
        code: err.code
      }
    ])
  }
}

function sentAt(date: string | undefined, fallback: string): string {
  const ms = date ? Date.parse(date) : NaN
  return Number.isNaN(ms) ? fallback : new Date(ms).toISOString()
}

/** The account whose document alias the mail is addressed to, or a 404 naming who was. */
function accountAddressed(recipients: string[]): (typeof ACCOUNTS)[number] {
  const account = ACCOUNTS.find((a) => recipients.includes(a.documentAlias))
  if (!account) {
    throw notFound(
      `No account has a document alias among the recipients (${recipients.join(', ') || 'none'}).`
    )
  }
  return account
}

async function inbound(ctx: RouteContext): Promise<RouteResult> {
  const mail = readMail(await readMessage(ctx))
  const h = mail.headers
  const to = addresses(h.get('to'))
  const cc = addresses(h.get('cc'))
  const account = accountAddressed([...to, ...cc, ...addresses(h.get('delivered-to'))])
  const files = mail.attachments.filter((a) => a.body.length > 0)
  if (files.length === 0) {
    throw unprocessable('The message has no attachment to turn into a document.', {
      parameter: 'body'
    })
  }
  const store = ctx.env.store.forAccount(account.id)
  const documents = store.collection<DocumentRecord>(DOCUMENTS)
  const now = new Date().toISOString()
  const email: EmailSubmissionRecord = {
    id: randomUUID(),
    subject: h.get('subject') ?? '',
    body_preview: mail.text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_CHARS),
    from: addresses(h.get('from')),
    to,
    cc,
    message_id: (h.get('message-id') ?? '').replace(/^<|>$/g, ''),
    sent_at: sentAt(h.get('date'), now),
    created_at: now,
    updated_at: now,
    document_ids: []
  }
  const created: DocumentRecord[] = []
  const duplicates: string[] = []
  for (const [i, part] of files.entries()) {
    const checksum = createHash('md5').update(part.body).digest('base64')
    const name = part.filename?.trim() || `attachment-${i + 1}`
    const existing = documents.findBy('md5', checksum).find((d) => !d.deleted_at)
    if (existing) {
      duplicates.push(existing.id)
      continue
    }
    const blob: BlobRecord = {
      id: randomUUID(),
      key: randomBytes(14).toString('hex'),
      accountId: account.id,
      filename: name,
      content_type: part.contentType,
      byte_size: part.body.length,
      checksum,
      created_at: now,
      token: randomBytes(24).toString('base64url'),
      expires_at: now,
      uploaded: true
    }
    const path = blobPath(ctx.config.dataDir, blob.id)
    mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE })
    writeFileSync(path, part.body, { mode: PRIVATE_FILE_MODE })
    ctx.env.store.shared.collection<BlobRecord>(BLOBS).put(blob)
    const doc = documentRecord(account, blob, {
      name,
      source: 'email',
      emailSubmissionId: email.id
    })
    documents.put(doc)
    created.push(doc)
    email.document_ids.push(doc.id)
  }
  store.collection<EmailSubmissionRecord>(EMAIL_SUBMISSIONS).put(email)
  for (const doc of created) processDocument(ctx.env, account.id, doc.id, 'classify')
  return {
    status: 201,
    body: {
      data: emailSubmissionResource(email),
      included: created.map(documentResource),
      meta: { duplicate_document_ids: duplicates }
    }
  }
}

export const routes: RouteDef[] = [
  {
    method: 'POST',
    path: '/sandbox/inbound-email',
    mount: 'root',
    // The embedded sandbox takes mail only with its key; the standalone one (tests, demos) as
    // docs/sandbox.md shows, with curl and no key. Neither takes it from a web page.
    auth: 'closed',
    refuseOrigin: true,
    body: 'raw',
    rateLimit: (config) => ({ bucket: 'inbound-email', perMinute: config.mailPerMinute }),
    handler: inbound
  }
]
