/**
 * The advisory step of the audit: `npm audit` of every package that ships, where "the
 * advisories could not be fetched" is never mistaken for "no advisory". What ships is the
 * production tree (package-lock.json entries not marked dev) plus Electron itself, a
 * devDependency by electron-builder's convention whose runtime is in every installer; so npm
 * audits the whole tree and only findings in those packages count. Electron's own dependencies
 * (@electron/get, extract-zip) only download it and are not shipped.
 *
 * Usage: node scripts/audit/npmAudit.mjs [--release]
 *   Without --release (npm run audit): a run that could not check fails, except on CI (CI=true),
 *   which says in its output that it let an unchecked run pass. With --release (npm run dist):
 *   an unchecked run always fails, CI or not.
 * Exit codes: 0 checked and clean (or not checked but allowed on CI), 1 high or critical
 * advisories, 4 not checked.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export const EXIT_FINDINGS = 1
export const EXIT_NOT_CHECKED = 4

const FAILING = ['high', 'critical']
const LEVELS = ['info', 'low', 'moderate', 'high', 'critical']

/** The audit npm runs: the whole tree (`--omit=dev` would leave Electron out), as JSON. */
export const NPM_AUDIT_ARGS = ['audit', '--json']

/** Lock paths of the packages that ship; Electron's runtime ships though it is a devDependency. */
export const SHIPPED_DEV_PACKAGES = ['node_modules/electron']

/**
 * The lock paths (`node_modules/a/node_modules/b`) of the packages in the installers: the
 * entries of package-lock.json (v2/v3) that `npm audit --omit=dev` would keep, and Electron.
 */
export function shippedPaths(lock) {
  const paths = new Set(SHIPPED_DEV_PACKAGES)
  for (const [path, entry] of Object.entries(lock?.packages ?? {})) {
    if (path !== '' && entry && !entry.dev) paths.add(path)
  }
  return paths
}

/** The advisories of one report entry, as `name severity: title (url)` lines. */
function advisoryLines(vuln) {
  const own = (Array.isArray(vuln.via) ? vuln.via : []).filter((v) => v && typeof v === 'object')
  if (!own.length) return [`${vuln.name} ${vuln.severity}: through ${(vuln.via ?? []).join(', ')}`]
  return own.map((v) => `${vuln.name} ${v.severity ?? vuln.severity}: ${v.title} (${v.url})`)
}

/** Splits a report's entries into those that ship and those that are build-time only. */
function shippedFindings(report, shipped) {
  const counts = Object.fromEntries(LEVELS.map((l) => [l, 0]))
  const lines = []
  let buildOnly = 0
  for (const vuln of Object.values(report.vulnerabilities)) {
    if (!vuln || typeof vuln !== 'object') continue
    const ships = (vuln.nodes ?? []).some((node) => shipped.has(node))
    if (!ships) {
      buildOnly++
      continue
    }
    if (vuln.severity in counts) counts[vuln.severity]++
    lines.push(...advisoryLines(vuln))
  }
  return { counts, lines, buildOnly }
}

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
 * Decides what one `npm audit --json` run over the whole tree means for what ships. Pure:
 * everything it looks at is passed in (`lock` is package-lock.json, parsed). `skip` is the
 * reason the run was not made at all (DROPDOCK_AUDIT_SKIP_NPM).
 * Returns the exit code and the lines to print.
 */
export function decideNpmAudit({ exitCode, stdout, stderr, ci, release, skip, lock }) {
  let reason = skip ?? null
  let found = null
  if (reason === null) {
    const report = parseJson(stdout)
    if (report?.vulnerabilities && typeof report.vulnerabilities === 'object') {
      found = shippedFindings(report, shippedPaths(lock))
    } else reason = reasonOf(report, stderr, exitCode)
  }
  if (found) {
    const counts = found.counts
    const buildOnly = found.buildOnly
      ? ` (${found.buildOnly} in build-time packages only, not counted)`
      : ''
    const failing = FAILING.reduce((n, level) => n + (Number(counts[level]) || 0), 0)
    const summary = Object.entries(counts)
      .filter(([level, n]) => level !== 'total' && n > 0)
      .map(([level, n]) => `${n} ${level}`)
      .join(', ')
    if (failing > 0) {
      return {
        status: 'findings',
        exitCode: EXIT_FINDINGS,
        lines: [
          `npm audit FAILED: ${summary} advisories in packages that ship (production dependencies and Electron)${buildOnly}`,
          ...found.lines.map((l) => `  ${l}`)
        ]
      }
    }
    return {
      status: 'clean',
      exitCode: 0,
      lines: [
        `npm audit checked: no high or critical advisory in packages that ship (production dependencies and Electron)` +
          (summary ? ` (${summary})` : '') +
          buildOnly
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
    run = spawnSync('npm', NPM_AUDIT_ARGS, {
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
    skip,
    lock: JSON.parse(readFileSync('package-lock.json', 'utf8'))
  })
  for (const line of decision.lines) console.log(line)
  process.exit(decision.exitCode)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
