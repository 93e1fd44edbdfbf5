/**
 * Reads an original for the preview beside its data: the local file when it is still the one
 * intake took in (read by the engine through a descriptor that is that file), else the service's
 * copy. Bounded by PREVIEW_MAX_BYTES either way, and typed by its bytes (the
 * file name and the service's headers are not trusted), so the window only ever gets a PDF, one
 * of a few image types, or why not.
 */
import type { IntakeItem } from '@shared/intake'
import { PREVIEW_MAX_BYTES, type OriginalPreview, type PreviewImageType } from '@shared/preview'
import { RouteError } from '../../errors/routeError'
import type { RouteDeps } from './deps'
import type { LocalOriginal } from '../../../engine/intake/intakeService'

type Sniffed = 'application/pdf' | PreviewImageType | null

/** The media type the first bytes announce, among those the window can show. */
export function sniffMediaType(head: Uint8Array): Sniffed {
  const starts = (...sig: number[]) => sig.every((b, i) => head[i] === b)
  const ascii = (at: number, text: string) =>
    [...text].every((c, i) => head[at + i] === c.charCodeAt(0))
  if (ascii(0, '%PDF-')) return 'application/pdf'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif'
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp'
  return null
}

/** The preview for a file already read (or refused for its size). */
function previewOf(
  name: string,
  source: 'local' | 'service',
  read: { bytes: Uint8Array } | { size: number }
): OriginalPreview {
  if (!('bytes' in read))
    return { kind: 'unavailable', name, source, reason: { kind: 'too_large', size: read.size } }
  const mediaType = sniffMediaType(read.bytes.subarray(0, 16))
  if (!mediaType) {
    return { kind: 'unavailable', name, source, reason: { kind: 'not_viewable' } }
  }
  return {
    kind: mediaType === 'application/pdf' ? 'pdf' : 'image',
    name,
    mediaType,
    source,
    bytes: read.bytes
  }
}

/**
 * Reads at most the limit of the item's file on this computer, as intake checks it: only the
 * file it took in, through a descriptor that is that file, never one a link leads to now; null
 * when the original is not here (gone, or a later version than the one sent).
 */
async function readLocal(
  deps: RouteDeps,
  item: IntakeItem
): Promise<{ bytes: Uint8Array } | { size: number } | null> {
  const local = await deps.intake().readOriginal(item.id, PREVIEW_MAX_BYTES)
  switch (local.kind) {
    case 'bytes':
      return { bytes: local.bytes }
    case 'too_large':
      return { size: local.size }
    case 'elsewhere':
      return null
    case 'refused':
      throw refusal(item.name, local.reason)
  }
}

/** Why the local file is not shown: something took the place of the one taken in. */
function refusal(
  name: string,
  reason: Extract<LocalOriginal, { kind: 'refused' }>['reason']
): RouteError {
  switch (reason) {
    case 'link':
      return new RouteError(
        'file',
        `"${name}" changed into a link after it was taken in, so it is not shown.`,
        undefined,
        'link'
      )
    case 'folder_link':
      return new RouteError(
        'file',
        `"${name}" is in a folder that was changed into a link after it was taken in, so it is not shown.`,
        undefined,
        'folder_link'
      )
    case 'replaced':
      return new RouteError(
        'file',
        `"${name}" was replaced by another file after it was taken in, so it is not shown.`
      )
    case 'not_regular':
      return new RouteError(
        'file',
        `"${name}" is not a regular file any more (a pipe, device or folder took its place), so it is not read.`
      )
  }
}

/** Downloads the service's copy, stopping once it passes the limit. */
async function readService(deps: RouteDeps, documentId: string) {
  const url = await deps.client().downloadUrl(documentId)
  if (!/^https?:$/.test(new URL(url).protocol)) {
    throw new RouteError('malformed', 'The service gave an address that is not a web address.')
  }
  const res = await (deps.fetch ?? fetch)(url)
  if (!res.ok || !res.body) {
    throw new RouteError('upstream', 'The service did not send the file.', `HTTP ${res.status}`)
  }
  const declared = Number(res.headers.get('content-length') ?? NaN)
  if (declared > PREVIEW_MAX_BYTES) {
    await res.body.cancel()
    return { size: declared }
  }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = res.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > PREVIEW_MAX_BYTES) {
      await reader.cancel()
      return { size: total }
    }
    chunks.push(value)
  }
  return { bytes: new Uint8Array(Buffer.concat(chunks)) }
}

/** The preview of an inbox item's original; see the module comment. */
export async function readOriginalPreview(
  deps: RouteDeps,
  item: IntakeItem
): Promise<OriginalPreview> {
  const local = item.path ? await readLocal(deps, item) : null
  if (local) return previewOf(item.name, 'local', local)
  if (!item.documentId) {
    throw new RouteError(
      'not_found',
      `"${item.name}" is no longer on this computer and the service has no copy of it yet.`
    )
  }
  return previewOf(item.name, 'service', await readService(deps, item.documentId))
}
