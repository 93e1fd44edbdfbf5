import { asObject } from '../http/body'
import { httpError, unprocessable } from '../http/errors'

export interface BlobInput {
  filename: string
  content_type: string
  byte_size: number
  checksum: string
}

const MD5_BASE64 = /^[A-Za-z0-9+/]{22}==$/

/** Checks a direct-upload request body; 422 names the first bad field, 413 a too-large file. */
export function validateBlobRequest(body: unknown, maxBytes: number): BlobInput {
  const blob = asObject(asObject(body)?.blob)
  if (!blob)
    throw unprocessable('blob is required: {blob:{filename, content_type, byte_size, checksum}}.', {
      pointer: '/blob'
    })
  const { filename, content_type, byte_size, checksum } = blob
  if (typeof filename !== 'string' || filename.trim() === '') {
    throw unprocessable(
      'blob.filename must be a non-empty string.',
      { pointer: '/blob/filename' },
      'blank'
    )
  }
  if (/[/\\]/.test(filename) || filename.includes('\0')) {
    throw unprocessable(
      'blob.filename must be a file name, not a path.',
      { pointer: '/blob/filename' },
      'invalid'
    )
  }
  if (content_type !== undefined && content_type !== null && typeof content_type !== 'string') {
    throw unprocessable(
      'blob.content_type must be a string.',
      { pointer: '/blob/content_type' },
      'invalid'
    )
  }
  if (typeof byte_size !== 'number' || !Number.isSafeInteger(byte_size) || byte_size < 0) {
    throw unprocessable(
      'blob.byte_size must be a whole number of bytes, 0 or more.',
      { pointer: '/blob/byte_size' },
      'invalid'
    )
  }
  if (byte_size > maxBytes) {
    throw httpError(
      413,
      `blob.byte_size ${byte_size} exceeds the upload limit of ${maxBytes} bytes.`,
      {
        source: { pointer: '/blob/byte_size' }
      }
    )
  }
  if (typeof checksum !== 'string' || !MD5_BASE64.test(checksum)) {
    throw unprocessable(
      'blob.checksum must be the Base64 of the 16-byte MD5 digest of the file.',
      { pointer: '/blob/checksum' },
      'invalid'
    )
  }
  return {
    filename,
    content_type:
      typeof content_type === 'string' && content_type.trim()
        ? content_type.trim()
        : 'application/octet-stream',
    byte_size,
    checksum
  }
}
