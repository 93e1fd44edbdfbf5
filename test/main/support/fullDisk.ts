import { execFileSync } from 'node:child_process'
import type * as Fs from 'node:fs'
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A disk that fills up under a state folder. Where the machine allows it (root, and mount works)
 * it really fills: a 1 MiB tmpfs. Elsewhere the fs layer refuses writes to files under the state
 * folder with ENOSPC: a test file installs that layer with
 * `vi.mock('node:fs', async (orig) => (await import('…/fullDisk')).injectingFs(await orig()))`.
 */
export interface Disk {
  kind: 'tmpfs' | 'injected'
  stateDir: string
  fill(): void
  free(): void
  close(): void
}

const injected = { full: false, under: '', fds: new Set<number>() }

/** node:fs with writeSync refusing (ENOSPC) descriptors opened under the injected state folder. */
export function injectingFs(fs: typeof Fs): typeof Fs {
  const open = ((path: string, ...rest: unknown[]) => {
    const fd = (fs.openSync as (...a: unknown[]) => number)(path, ...rest)
    if (injected.under && String(path).startsWith(injected.under)) injected.fds.add(fd)
    return fd
  }) as typeof fs.openSync
  const write = ((fd: number, ...rest: unknown[]) => {
    if (injected.full && injected.fds.has(fd)) {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
    }
    return (fs.writeSync as (...a: unknown[]) => number)(fd, ...rest)
  }) as typeof fs.writeSync
  const all = { ...fs, openSync: open, writeSync: write }
  return { ...all, default: all } as typeof Fs
}

function tmpfsDisk(dir: string): Disk | null {
  if (process.getuid?.() !== 0) return null
  const mnt = join(dir, 'disk')
  mkdirSync(mnt)
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mnt], { stdio: 'ignore' })
  } catch {
    return null
  }
  const filler = join(mnt, 'filler')
  return {
    kind: 'tmpfs',
    stateDir: join(mnt, 'state'),
    fill() {
      // Up to the last byte: big blocks, then small ones.
      const fd = openSync(filler, 'a')
      try {
        for (const size of [64 * 1024, 1024, 16, 1]) {
          const block = Buffer.alloc(size, 120)
          try {
            for (;;) writeFileSync(fd, block)
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err
          }
        }
      } finally {
        closeSync(fd)
      }
    },
    free: () => rmSync(filler, { force: true }),
    close: () => execFileSync('umount', ['-l', mnt], { stdio: 'ignore' })
  }
}

function injectedDisk(dir: string): Disk {
  const stateDir = join(dir, 'state')
  injected.under = stateDir
  return {
    kind: 'injected',
    stateDir,
    fill: () => (injected.full = true),
    free: () => (injected.full = false),
    close: () => {
      injected.full = false
      injected.under = ''
    }
  }
}

/** A real small tmpfs when possible, else the injected refusals (the test file must mock fs). */
export function fullDisk(dir: string): Disk {
  const real = tmpfsDisk(dir)
  if (real) return real
  console.warn('full disk: ENOSPC injected in node:fs (not root, or mount refused)')
  return injectedDisk(dir)
}
