import { readdir, readFile, stat } from 'node:fs/promises'

/** One file whatever the path it is reached by: device and inode. */
export function fileKey(dev: number, ino: number): string {
  return `${dev}:${ino}`
}

/** O_WRONLY | O_RDWR: the access bits of an open file's flags that allow writing. */
const WRITE_ACCESS = 0o3

/**
 * Which of `files` (fileKey) some process this user can see holds open for writing: a scanner
 * that created a file and writes it later, or pauses between pages. Read from /proc, so Linux
 * only; elsewhere nothing is detectable and the set is empty (the quiet period alone decides).
 * Only the descriptors that point at one of `files` have their flags read.
 */
export async function openForWriting(files: ReadonlySet<string>): Promise<Set<string>> {
  const open = new Set<string>()
  if (files.size === 0 || process.platform !== 'linux') return open
  const pids = await readdir('/proc').then(
    (names) => names.filter((n) => /^\d+$/.test(n)),
    () => [] as string[]
  )
  await Promise.all(
    pids.map(async (pid) => {
      // Another user's process (EACCES) or one that just ended (ENOENT): nothing to see.
      const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[])
      for (const fd of fds) {
        const st = await stat(`/proc/${pid}/fd/${fd}`).catch(() => null)
        if (!st?.isFile()) continue
        const key = fileKey(st.dev, st.ino)
        if (!files.has(key) || open.has(key)) continue
        const info = await readFile(`/proc/${pid}/fdinfo/${fd}`, 'utf8').catch(() => '')
        const flags = /^flags:\s*([0-7]+)/m.exec(info)
        if (flags && (parseInt(flags[1], 8) & WRITE_ACCESS) !== 0) open.add(key)
      }
    })
  )
  return open
}
