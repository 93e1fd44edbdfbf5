/**
 * Boots src/main/index.ts against the electron mock in a fresh module graph, with userData,
 * logs and the executable's folder in temp dirs. The embedded sandbox really starts (loopback).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vi } from 'vitest'
import type { AppContext } from '../../../src/main/boot/context'

export type ElectronMock = typeof import('../../mocks/electron')

export interface Booted {
  electron: ElectronMock
  ctx: AppContext | null
  root: string
  /** Quits the app the way a user does and waits for the clean shutdown; `keep` leaves its files. */
  quit(opts?: { keep?: boolean }): Promise<void>
}

/**
 * Starts the app; `prepare` can adjust the mock (lock, keyring) before main runs. Given the
 * `root` of an app quit with `keep`, it starts again on the same files (a restart).
 */
export async function bootApp(
  prepare?: (electron: ElectronMock, root: string) => void,
  opts: { root?: string } = {}
): Promise<Booted> {
  vi.resetModules()
  const electron: ElectronMock = await import('electron' as string)
  electron.resetElectronMock()
  const root = opts.root ?? mkdtempSync(join(tmpdir(), 'dropdock-boot-'))
  for (const name of ['userData', 'logs', 'downloads', 'home'])
    electron.app.setPath(name, join(root, name))
  electron.app.setPath('exe', join(root, 'app', 'dropdock'))
  vi.stubEnv('DROPDOCK_MANAGED_CONFIG', join(root, 'managed.json'))
  vi.stubEnv('DROPDOCK_API_KEY', '')
  vi.stubEnv('XDG_CONFIG_HOME', join(root, 'xdg'))
  prepare?.(electron, root)
  const mod = await import('../../../src/main/index')
  electron.app.makeReady()
  const ctx = await mod.started
  // Let the window's page finish loading, as it has long before a clerk clicks anything.
  await new Promise((resolve) => setImmediate(resolve))
  return {
    electron,
    ctx,
    root,
    async quit(quitOpts = {}) {
      const done = new Promise<void>((resolve) => electron.app.once('quit', () => resolve()))
      electron.app.quit()
      if (ctx) await done
      vi.unstubAllEnvs()
      if (!quitOpts.keep) rmSync(root, { recursive: true, force: true })
    }
  }
}
