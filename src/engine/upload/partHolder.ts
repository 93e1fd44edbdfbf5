/**
 * A part's 409 checked before it is believed (docs/packets.md, "Cut before sending"): the
 * service names the document that already holds the part's content, and that document is taken
 * as the part's only once it does: the service reports no checksum, so its size is compared
 * first and then the MD5 of its bytes as served. A 409 naming a document of other content (or
 * none) is an error of the service's answer, said as such; the part is then not sent.
 */
import { isServiceError, ServiceError } from '../client/errors'
import type { ServiceClient } from '../client/serviceClient'

/** The part as cut: its MD5 (Base64) and size. */
export interface PartContent {
  md5: string
  size: number
}

function otherContent(documentId: string, why: string): ServiceError {
  return new ServiceError({
    kind: 'malformed',
    transient: false,
    code: 'duplicate_of_other_content',
    message:
      `The service said document ${documentId} already holds these pages (409), but ${why}; ` +
      'they were not taken as that document.',
    detail: `409 duplicate_document named ${documentId}: ${why}`
  })
}

/**
 * Resolves when `documentId` holds exactly `part`'s bytes; throws otherContent when it holds
 * others or does not exist, and the failure itself when the service cannot be asked.
 */
export async function checkPartHolder(
  client: ServiceClient,
  documentId: string,
  part: PartContent,
  signal?: AbortSignal
): Promise<void> {
  let size: number
  try {
    size = (await client.getDocument(documentId, [], signal)).data.attributes.file_size_bytes
  } catch (err) {
    if (isServiceError(err, 'not_found')) throw otherContent(documentId, 'it has no such document')
    throw err
  }
  if (size !== part.size) {
    throw otherContent(documentId, `that document's file has ${size} bytes, not ${part.size}`)
  }
  const served = await client.documentContent(documentId, part.size, signal)
  if ('tooLarge' in served) {
    throw otherContent(documentId, `that document's file is larger than ${part.size} bytes`)
  }
  if (served.bytes !== part.size || served.md5 !== part.md5) {
    throw otherContent(documentId, "that document's file has other content (its MD5 differs)")
  }
}
