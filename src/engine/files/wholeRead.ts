import type { FileHandle } from 'node:fs/promises'
import { fileChangedError } from './fileErrors'

/**
 * Files up to this size are read whole, in one read, and sent in one write: a scanned page or an
 * invoice, most of what a clerk sends. The type check and the MD5 read that same buffer, and it
 * is what goes to storage. Memory stays bounded by the upload concurrency (3 × 1 MiB).
 */
export const WHOLE_READ_MAX_BYTES = 1024 * 1024

/**
 * The `size` bytes of an open file, in one read when the file is what its fstat said (a regular
 * file's read stops short only at its end). A file that grew or shrank since (more or fewer
 * bytes than `size`) throws kind 'file' code 'changed', naming it.
 */
export async function readWhole(handle: FileHandle, size: number, name: string): Promise<Buffer> {
  // One byte more than promised shows a file that grew meanwhile.
  const buf = Buffer.allocUnsafe(size + 1)
  let got = 0
  while (got < buf.length) {
    const { bytesRead } = await handle.read(buf, got, buf.length - got, got)
    if (bytesRead === 0) break
    got += bytesRead
    if (got === size) break
  }
  if (got !== size) throw fileChangedError(name)
  return buf.subarray(0, size)
}
