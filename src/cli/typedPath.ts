import { readdir, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { decodeName, fsPath } from '../engine/files/rawName'
import { displayName } from '../shared/fileNames'

/** A typed path as the file it names, or the several files it could mean. */
export type TypedPath = { path: string; ambiguous?: string[] }

/**
 * The file a path typed at the shell names. A name that is not UTF-8 reaches the process with
 * U+FFFD in place of its bytes (Node decodes argv as UTF-8), which names no file; it is matched
 * against the folder's names read as bytes, as it arrived or in the form Dropdock shows
 * (`Rechnung_M\xFCller.txt`). One match is that file; several are named back, never guessed.
 */
export async function resolveTypedPath(path: string): Promise<TypedPath> {
  const base = basename(path)
  if (!base.includes('\uFFFD') && !base.includes('\\x')) return { path }
  if (
    await stat(fsPath(path)).then(
      () => true,
      () => false
    )
  )
    return { path }
  const dir = dirname(path)
  const names = await readdir(fsPath(dir), { encoding: 'buffer' }).catch(() => [] as Buffer[])
  const matches = names
    .filter((raw) => raw.toString('utf8') === base || displayName(decodeName(raw)) === base)
    .map((raw) => join(dir, decodeName(raw)))
    .sort()
  if (matches.length === 1) return { path: matches[0] }
  return matches.length > 1 ? { path, ambiguous: matches } : { path }
}
