import { describe, expect, it } from 'vitest'
import {
  decideNpmAudit,
  EXIT_FINDINGS,
  EXIT_NOT_CHECKED,
  type NpmAuditRun
} from '../../scripts/audit/npmAudit.mjs'

// What npm 11 prints with --json when the registry has no advisory service (seen on this
// project's CI machine), and a report it prints when it could check.
const ENDPOINT_405 = JSON.stringify({
  message:
    '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' }
})
const report = (counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {},
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
      dependencies: { prod: 12 }
    }
  })

const run = (over: Partial<NpmAuditRun>): NpmAuditRun => ({
  exitCode: 0,
  stdout: report({}),
  stderr: '',
  ci: false,
  release: false,
  ...over
})

describe('npm audit decision', () => {
  it('passes a checked run with no high or critical advisory, naming lower ones', () => {
    const d = decideNpmAudit(run({ stdout: report({ low: 2, total: 2 }) }))
    expect(d).toMatchObject({ status: 'clean', exitCode: 0 })
    expect(d.lines.join('\n')).toContain('checked: no high or critical advisory')
    expect(d.lines.join('\n')).toContain('2 low')
  })

  it('fails on a high or critical advisory, on CI and for a release alike', () => {
    for (const ci of [false, true]) {
      const d = decideNpmAudit(run({ exitCode: 1, stdout: report({ critical: 1 }), ci }))
      expect(d).toMatchObject({ status: 'findings', exitCode: EXIT_FINDINGS })
      expect(d.lines[0]).toContain('1 critical')
    }
  })

  it('reports NOT CHECKED with the reason and fails outside CI when advisories cannot be fetched', () => {
    const d = decideNpmAudit(run({ exitCode: 1, stdout: ENDPOINT_405 }))
    expect(d.status).toBe('not_checked')
    expect(d.exitCode).toBe(EXIT_NOT_CHECKED)
    expect(d.lines[0]).toBe(
      'npm audit NOT CHECKED: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk'
    )
  })

  it('lets an unchecked run pass only with CI=true, and says why in the output', () => {
    const d = decideNpmAudit(run({ exitCode: 1, stdout: ENDPOINT_405, ci: true }))
    expect(d.exitCode).toBe(0)
    expect(d.lines).toEqual([
      'npm audit NOT CHECKED: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk; allowed because CI=true on a machine without the advisory service'
    ])
  })

  it('never lets a release through unchecked, even on CI', () => {
    const d = decideNpmAudit(run({ exitCode: 1, stdout: ENDPOINT_405, ci: true, release: true }))
    expect(d).toMatchObject({ status: 'not_checked', exitCode: EXIT_NOT_CHECKED })
    expect(d.lines.join('\n')).toContain('release')
  })

  it("takes the reason from npm's error lines when there is no JSON (no network)", () => {
    const d = decideNpmAudit(
      run({
        exitCode: 1,
        stdout: '',
        stderr:
          'npm error code ENOTFOUND\nnpm error request to https://registry.npmjs.org failed\nnpm error A complete log of this run can be found in: /x.log\n'
      })
    )
    expect(d.exitCode).toBe(EXIT_NOT_CHECKED)
    expect(d.lines[0]).toBe(
      'npm audit NOT CHECKED: code ENOTFOUND; request to https://registry.npmjs.org failed'
    )
  })

  it('treats a skipped run as not checked, with the skip as the reason', () => {
    const d = decideNpmAudit(run({ skip: 'skipped (DROPDOCK_AUDIT_SKIP_NPM=1)', exitCode: null }))
    expect(d).toMatchObject({ status: 'not_checked', exitCode: EXIT_NOT_CHECKED })
    expect(d.lines[0]).toContain('DROPDOCK_AUDIT_SKIP_NPM=1')
  })

  it('does not read an exit code of 0 without a report as clean', () => {
    const d = decideNpmAudit(run({ exitCode: 0, stdout: 'not json' }))
    expect(d.status).toBe('not_checked')
    expect(d.lines[0]).toContain('printed no report (exit 0)')
  })
})
