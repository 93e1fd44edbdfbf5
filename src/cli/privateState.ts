/**
 * The CLI's state folder (ledger, journal, lock, the embedded sandbox's data and document
 * copies) is the clerk's alone: made 0700, and made 0700 again when an older version or a
 * generous umask left it readable, so files created before modes were set are shut in too.
 */
import { chmodSync, mkdirSync, statSync } from 'node:fs'
import { PRIVATE_DIR_MODE } from '../shared/fileModes'

/**
 * Creates `dir` (and missing parents) private, or narrows it when it is ours and open. Best
 * effort: what stops it is reported by the ledger that opens the folder next.
 */
export function keepStatePrivate(dir: string, platform: NodeJS.Platform = process.platform): void {
  try {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
    if (platform === 'win32') return
    const st = statSync(dir)
    const mine = process.getuid === undefined || st.uid === process.getuid()
    // Only group and other bits are taken away: a folder its owner made read-only stays so.
    if (mine && st.isDirectory() && (st.mode & 0o077) !== 0) chmodSync(dir, st.mode & 0o700)
  } catch {
    // A path that is a file, a read-only disk: the ledger says so in its own words.
  }
}
