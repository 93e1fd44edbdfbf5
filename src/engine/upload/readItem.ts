import { SNIFF_BYTES } from '../../shared/fileTypes'
import { md5Bytes, md5Handle } from '../checksum/md5'
import { isFailure } from '../failures/failure'
import { fileChangedError, fileError } from '../files/fileErrors'
import { openItemFile, type FilePlace } from '../files/itemFile'
import { readWhole, WHOLE_READ_MAX_BYTES } from '../files/wholeRead'

/** What the one read of an item's file gives. */
export interface ItemRead {
  /** Base64 MD5 of the bytes read, and how many there were. */
  md5: string
  size: number
  /** The first SNIFF_BYTES: what the type check reads. */
  head: Uint8Array
  /** The whole file, for one read whole (up to WHOLE_READ_MAX_BYTES): the bytes that are sent. */
  bytes?: Buffer
  /** The version read, as its descriptor's fstat gave it: what later looks compare with. */
  version: { mtimeMs: number; dev: number; ino: number }
}

/**
 * Reads an item's file once (files/itemFile: no link on the way, and the version intake saw):
 * a small file whole, in one read, hashed from that buffer, which is then the one sent; a larger
 * one streamed through MD5, its head from the same reads, and its fstat taken again after (bytes
 * written meanwhile are not all of one version: kind 'file' code 'changed').
 */
export async function readItem(place: FilePlace, signal: AbortSignal): Promise<ItemRead> {
  const { handle, stats } = await openItemFile(place)
  const version = { mtimeMs: stats.mtimeMs, dev: stats.dev, ino: stats.ino }
  try {
    if (stats.size <= WHOLE_READ_MAX_BYTES) {
      const bytes = await readWhole(handle, stats.size, place.name)
      const head = bytes.subarray(0, SNIFF_BYTES)
      return { md5: md5Bytes(bytes), size: bytes.length, head, bytes, version }
    }
    const { md5, size, head } = await md5Handle(handle, { signal, headBytes: SNIFF_BYTES })
    const after = await handle.stat()
    if (size !== stats.size || after.size !== size || after.mtimeMs !== stats.mtimeMs) {
      throw fileChangedError(place.name)
    }
    return { md5, size, head, version }
  } catch (err) {
    throw isFailure(err) || signal.aborted ? err : fileError(place.name, err)
  } finally {
    await handle.close()
  }
}
