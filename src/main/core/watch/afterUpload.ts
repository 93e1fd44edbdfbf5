import { access, link, mkdir, rename, unlink, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import type { WatchedFolder } from '../../../shared/ipc'

export type Outcome = 'done' | 'failed' | 'duplicate'

/**
 * Moves a file into `<root>/<sub>/`, adding " (1)", " (2)"… before the extension when the name
 * is taken. link + unlink makes "is the name free" and "take it" one step; filesystems without
 * hard links fall back to rename after an existence check. Returns the new path.
 */
export async function moveInto(file: string, root: string, sub: string): Promise<string> {
  const dir = join(root, sub)
  await mkdir(dir, { recursive: true })
  const ext = extname(file)
  const stem = basename(file, ext)
  for (let n = 0; n < 10_000; n++) {
    const dest = join(dir, n === 0 ? `${stem}${ext}` : `${stem} (${n})${ext}`)
    try {
      await link(file, dest)
      await unlink(file)
      return dest
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'EEXIST') continue
      if (code === 'EPERM' || code === 'EXDEV' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') {
        const taken = await access(dest).then(
          () => true,
          () => false
        )
        if (taken) continue
        await rename(file, dest)
        return dest
      }
      throw err
    }
  }
  throw new Error(`No free name for ${basename(file)} in ${dir}`)
}

/**
 * What a watched folder does with a file once the service has it (or refused it): keep it, move
 * it to Done, delete it; failures optionally to Failed with `<name>.reason.txt`, duplicates
 * optionally to Duplicates (otherwise they are treated like sent files). Returns where the file
 * is afterwards (null when deleted).
 */
export async function applyAfterUpload(
  folder: WatchedFolder,
  file: string,
  outcome: Outcome,
  reason?: string
): Promise<string | null> {
  if (outcome === 'failed') {
    if (!folder.moveFailed) return file
    const dest = await moveInto(file, folder.path, 'Failed')
    await writeFile(`${dest}.reason.txt`, `${reason ?? 'The file could not be sent.'}\n`, 'utf8')
    return dest
  }
  if (outcome === 'duplicate' && folder.moveDuplicates) {
    return moveInto(file, folder.path, 'Duplicates')
  }
  if (folder.afterUpload === 'move') return moveInto(file, folder.path, 'Done')
  if (folder.afterUpload === 'delete') {
    await unlink(file)
    return null
  }
  return file
}
