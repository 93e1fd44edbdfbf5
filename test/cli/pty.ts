import { spawnSync } from 'node:child_process'

/**
 * A real terminal for the CLI: `script` (util-linux) runs a command on a pty, so its stdout and
 * stderr are TTYs. Why it cannot be used here, or null when it can.
 */
export const noPty = ((): string | null => {
  const probe = spawnSync('script', ['-qec', 'true', '/dev/null'], { stdio: 'ignore' })
  if (probe.error) return `script is not installed (${probe.error.message})`
  if (probe.status !== 0) return `script -qec does not run here (exit ${probe.status})`
  return null
})()
if (noPty) console.warn(`SKIPPED: the CLI under a real terminal cannot be tested: ${noPty}`)

const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`

/**
 * `script`'s arguments that run argv on a pty, after `setup` (shell words, such as an stty that
 * sizes the terminal, ending in `&& `). exec: no shell stays between the pty and the command
 * (script runs $SHELL, sh when it is unset, and dash given Ctrl+C while it waits ends with 130
 * whatever its child says).
 */
export function ptyArgs(argv: readonly string[], setup = ''): string[] {
  return ['-qec', `${setup}exec ${argv.map(quote).join(' ')}`, '/dev/null']
}
