import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import type { TestContext } from 'vitest'

/** Folders a root shell's PATH may leave out (runuser, setpriv live in sbin on some systems). */
const SYSTEM_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin']

/** The path of an executable system program, or null when this machine has none. */
export function systemTool(name: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...SYSTEM_DIRS]
  for (const dir of dirs) {
    const path = join(dir, name)
    try {
      accessSync(path, constants.X_OK)
      return path
    } catch {
      // not here
    }
  }
  return null
}

/**
 * Skips the running test and says why on stderr, so that a machine without a tool neither fails
 * the suite nor passes it silently: the reason shows in the run's output and in the report.
 */
export function skipBecause(ctx: TestContext, reason: string): never {
  console.warn(`skipped "${ctx.task.name}": ${reason}`)
  return ctx.skip(reason)
}
