/**
 * Reads an item's file whole, once, to be cut into parts (docs/packets.md): through
 * files/itemFile (no link on the way, the version intake saw), up to CUT_MAX_BYTES, so a scan
 * larger than one read of a file to send (WHOLE_READ_MAX_BYTES) is cut from the bytes hashed.
 */
import { CUT_MAX_BYTES } from '../../shared/split'
import { md5Bytes } from '../checksum/md5'
import { isFailure } from '../failures/failure'
import { fileChangedError, fileError } from '../files/fileErrors'
import { openItemFile, type FilePlace } from '../files/itemFile'
import { readWhole } from '../files/wholeRead'

/** The file's bytes and their MD5 (base64), or `too_large` past CUT_MAX_BYTES (nothing read). */
export type CutRead = { ok: true; bytes: Buffer; md5: string } | { ok: false; size: number }

/** Reads the file at `place` whole; another version than `md5` is kind 'file' code 'changed'. */
export async function readForCut(place: FilePlace, md5: string | null): Promise<CutRead> {
  const { handle, stats } = await openItemFile(place)
  try {
    if (stats.size > CUT_MAX_BYTES) return { ok: false, size: stats.size }
    const bytes = await readWhole(handle, stats.size, place.name)
    const read = md5Bytes(bytes)
    if (read !== md5) throw fileChangedError(place.name)
    return { ok: true, bytes, md5: read }
  } catch (err) {
    throw isFailure(err) ? err : fileError(place.name, err)
  } finally {
    await handle.close()
  }
}
