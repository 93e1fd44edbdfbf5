/** Types for npmAudit.mjs (plain Node, no build step), for the tests that import it. */
export const EXIT_FINDINGS: number
export const EXIT_NOT_CHECKED: number

export interface NpmAuditRun {
  /** Exit code of `npm audit --omit=dev --json` (null when it was killed). */
  exitCode: number | null
  stdout: string
  stderr: string
  /** CI=true: an unchecked run may pass, and says so. */
  ci: boolean
  /** Building a release: an unchecked run fails even on CI. */
  release: boolean
  /** Why npm audit was not run at all. */
  skip?: string
}

export interface NpmAuditDecision {
  status: 'clean' | 'findings' | 'not_checked'
  exitCode: number
  lines: string[]
}

export function decideNpmAudit(run: NpmAuditRun): NpmAuditDecision
