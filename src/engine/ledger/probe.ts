import { closeSync, fsyncSync, openSync, unlinkSync } from 'node:fs'
import { PRIVATE_FILE_MODE } from '../../shared/fileModes'
import { writeAllSync } from '../../storage/durableFile'

/** Bytes a probe writes: more than one page, so a full disk cannot take it in a partial page. */
const PROBE_BYTES = 64 * 1024

/**
 * Writes and syncs a probe file of 64 KiB, then removes it: throws while the disk refuses
 * writes (full, read-only, gone). All of it: a disk with room for part takes a short write
 * without an error, and only the next write is refused. The caller turns what it throws into a
 * StorageError.
 */
export function writeProbe(path: string): void {
  const fd = openSync(path, 'w', PRIVATE_FILE_MODE)
  try {
    writeAllSync(fd, Buffer.alloc(PROBE_BYTES, 32), 0)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
    unlinkSync(path)
  }
}
