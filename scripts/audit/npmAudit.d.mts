/** Types for npmAudit.mjs (plain Node, no build step), for the tests that import it. */
export const EXIT_FINDINGS: number
export const EXIT_NOT_CHECKED: number

export interface NpmAuditRun {
  /** Exit code of `npm audit --json` over the whole tree (null when it was killed). */
  exitCode: number | null
  stdout: string
  stderr: string
  /** CI=true: an unchecked run may pass, and says so. */
  ci: boolean
  /** Building a release: an unchecked run fails even on CI. */
  release: boolean
  /** Why npm audit was not run at all. */
  skip?: string
  /** package-lock.json, parsed: tells the packages that ship from build-time ones. */
  lock: { packages?: Record<string, { dev?: boolean; [field: string]: unknown }> }
}

/** The arguments npm audit runs with. */
export const NPM_AUDIT_ARGS: string[]

/** Lock paths of devDependencies whose runtime ships (Electron). */
export const SHIPPED_DEV_PACKAGES: string[]

/** Lock paths of every package in the installers. */
export function shippedPaths(lock: NpmAuditRun['lock']): Set<string>

export interface NpmAuditDecision {
  status: 'clean' | 'findings' | 'not_checked'
  exitCode: number
  lines: string[]
}

export function decideNpmAudit(run: NpmAuditRun): NpmAuditDecision
