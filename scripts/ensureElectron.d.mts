/** Types for ensureElectron.mjs (plain Node, no build step), for the tests that import it. */
export type InstallResult = { ok: true } | { ok: false; reason: string }

export const MIN_NODE: [number, number]
export function nodeIsRecentEnough(version: string): boolean
export function electronInstalled(
  electronDir: string,
  env?: Record<string, string | undefined>
): boolean
export function installerReason(stderr: string): string
export function runElectronInstaller(electronDir: string): Promise<InstallResult>
export function ensureElectron(options: {
  electronDir: string
  env?: Record<string, string | undefined>
  nodeVersion?: string
  install?: (electronDir: string) => Promise<InstallResult>
  out?: (line: string) => void
  err?: (line: string) => void
}): Promise<0 | 1>
export function findElectronDir(from?: string): string
