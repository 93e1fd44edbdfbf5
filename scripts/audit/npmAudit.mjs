/**
 * The advisory step of the audit: `npm audit` of the production dependencies, where "the
 * advisories could not be fetched" is never mistaken for "no advisory".
 *
 * Usage: node scripts/audit/npmAudit.mjs [--release]
 *   Without --release (npm run audit): a run that could not check fails, except on CI (CI=true),
 *   which says in its output that it let an unchecked run pass. With --release (npm run dist):
 *   an unchecked run always fails, CI or not.
 * Exit codes: 0 checked and clean (or not checked but allowed on CI), 1 high or critical
 * advisories, 4 not checked.
 */
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

export const EXIT_FINDINGS = 1
export const EXIT_NOT_CHECKED = 4

const FAILING = ['high', 'critical']

/** The JSON report of `npm audit --json`, or null when stdout holds none. */
function parseJson(text) {
  try {
    const value = JSON.parse(text)
    return value && typeof value === 'object' ? value : null
  } catch {
    return null
  }
}

/** Why npm printed no report: its own message, else the last `npm error` line, else the exit. */
function reasonOf(report, stderr, exitCode) {
  const message = report?.message ?? report?.error?.summary ?? report?.error?.code
  if (typeof message === 'string' && message.trim()) return message.trim()
  const lines = String(stderr ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^npm (error|ERR!|warn audit)/.test(l) && !/complete log/.test(l))
  if (lines.length) return lines.map((l) => l.replace(/^npm (error|ERR!|warn)\s*/, '')).join('; ')
  return `npm audit printed no report (exit ${exitCode})`
}

/**
 * Decides what one `npm audit --omit=dev --json` run means. Pure: everything it looks at is
 * passed in. `skip` is the reason the run was not made at all (DROPDOCK_AUDIT_SKIP_NPM).
 * Returns the exit code and the lines to print.
 */
export function decideNpmAudit({ exitCode, stdout, stderr, ci, release, skip }) {
  let reason = skip ?? null
  let counts = null
  if (reason === null) {
    const report = parseJson(stdout)
    const found = report?.metadata?.vulnerabilities
    if (found && typeof found === 'object') counts = found
    else reason = reasonOf(report, stderr, exitCode)
  }
  if (counts) {
    const failing = FAILING.reduce((n, level) => n + (Number(counts[level]) || 0), 0)
    const summary = Object.entries(counts)
      .filter(([level, n]) => level !== 'total' && n > 0)
      .map(([level, n]) => `${n} ${level}`)
      .join(', ')
    if (failing > 0) {
      return {
        status: 'findings',
        exitCode: EXIT_FINDINGS,
        lines: [`npm audit FAILED: ${summary} advisories in production dependencies`]
      }
    }
    return {
      status: 'clean',
      exitCode: 0,
      lines: [
        `npm audit checked: no high or critical advisory in production dependencies` +
          (summary ? ` (${summary})` : '')
      ]
    }
  }
  if (ci && !release) {
    return {
      status: 'not_checked',
      exitCode: 0,
      lines: [
        `npm audit NOT CHECKED: ${reason}; allowed because CI=true on a machine without the advisory service`
      ]
    }
  }
  return {
    status: 'not_checked',
    exitCode: EXIT_NOT_CHECKED,
    lines: [
      `npm audit NOT CHECKED: ${reason}`,
      release
        ? 'A release is built only after its dependencies were checked: run it where the registry answers advisories.'
        : 'Nothing was checked, so the audit fails; run it where the registry answers advisories (only CI=true lets this pass).'
    ]
  }
}

function main() {
  const release = process.argv.includes('--release')
  const skip =
    process.env.DROPDOCK_AUDIT_SKIP_NPM === '1' ? 'skipped (DROPDOCK_AUDIT_SKIP_NPM=1)' : undefined
  let run = { status: 0, stdout: '', stderr: '' }
  if (!skip) {
    run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
      encoding: 'utf8',
      shell: process.platform === 'win32',
      maxBuffer: 64 * 1024 * 1024
    })
    if (run.error) run = { status: 1, stdout: '', stderr: `npm error ${run.error.message}` }
  }
  const decision = decideNpmAudit({
    exitCode: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    ci: process.env.CI === 'true',
    release,
    skip
  })
  if (decision.status === 'findings') {
    // The human-readable table of what was found.
    spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], {
      stdio: 'inherit',
      shell: process.platform === 'win32'
    })
  }
  for (const line of decision.lines) console.log(line)
  process.exit(decision.exitCode)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
