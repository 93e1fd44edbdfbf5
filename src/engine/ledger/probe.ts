import { closeSync, fsyncSync, openSync, unlinkSync, writeSync } from 'node:fs'
import { PRIVATE_FILE_MODE } from '../../shared/fileModes'

/** Bytes a probe writes: more than one page, so a full disk cannot take it in a partial page. */
const PROBE_BYTES = 64 * 1024

/**
 * Writes and syncs a probe file of 64 KiB, then removes it: throws while the disk refuses
 * writes (full, read-only, gone). The caller turns what it throws into a StorageError.
 */
export function writeProbe(path: string): void {
  const fd = openSync(path, 'w', PRIVATE_FILE_MODE)
  try {
    writeSync(fd, Buffer.alloc(PROBE_BYTES, 32))
    fsyncSync(fd)
  } finally {
    closeSync(fd)
    unlinkSync(path)
  }
}
