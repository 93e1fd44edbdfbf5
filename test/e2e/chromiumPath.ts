import { existsSync } from 'node:fs'

/** Debian's Chromium: the browser tests drive it and never download one of their own. */
export const CHROMIUM = '/usr/bin/chromium'

/**
 * Why the browser tests cannot run here, or null when they can. On CI (CI set) a missing browser
 * is not a reason to skip: the launch fails and names the path.
 */
export function chromiumMissing(env: NodeJS.ProcessEnv = process.env): string | null {
  if (existsSync(CHROMIUM) || env.CI) return null
  return `no Chromium at ${CHROMIUM} (on Debian: apt-get install -y chromium)`
}
