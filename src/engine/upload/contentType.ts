import { CONTENT_TYPES, extensionOf } from '../../shared/fileTypes'

/**
 * MIME type sent in the blob request, from the file name's extension (case-insensitive).
 * application/octet-stream when unknown, as the service itself defaults.
 */
export function contentTypeFor(name: string): string {
  const ext = extensionOf(name)
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext] : 'application/octet-stream'
}
