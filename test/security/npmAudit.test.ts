import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  decideNpmAudit,
  EXIT_FINDINGS,
  EXIT_NOT_CHECKED,
  NPM_AUDIT_ARGS,
  shippedPaths,
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
/** A report with one advisory of each given severity, all in a production package. */
const report = (counts: Record<string, number>) => {
  const vulnerabilities: Record<string, unknown> = {}
  for (const [severity, n] of Object.entries(counts)) {
    if (severity === 'total') continue
    for (let i = 0; i < n; i++) {
      const name = `prod-${severity}-${i}`
      vulnerabilities[name] = {
        name,
        severity,
        via: [{ title: `${severity} advisory`, url: `https://example.test/${name}`, severity }],
        nodes: [`node_modules/${name}`]
      }
    }
  }
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: {} })
}
/** A lock where each package of `report` is a production dependency. */
const lockFor = (stdout: string): NpmAuditRun['lock'] => {
  const names = Object.keys(
    (JSON.parse(stdout) as { vulnerabilities?: object }).vulnerabilities ?? {}
  )
  return { packages: Object.fromEntries(names.map((n) => [`node_modules/${n}`, {}])) }
}

const run = (over: Partial<NpmAuditRun>): NpmAuditRun => {
  const stdout = over.stdout ?? report({})
  return {
    exitCode: 0,
    stderr: '',
    ci: false,
    release: false,
    lock: stdout.startsWith('{"auditReportVersion"') ? lockFor(stdout) : {},
    ...over,
    stdout
  }
}

// npm 11's `npm audit --json` over a whole tree holding electron 40.10.2 (a devDependency, as
// electron-builder wants), with the advisories published for it, for extract-zip (which only
// downloads Electron) and for @xmldom/xmldom (electron-builder's): one ships, two do not.
const ELECTRON_REPORT = readFileSync(
  new URL('./fixtures/npm-audit-electron.json', import.meta.url),
  'utf8'
)
const LOCK = {
  packages: {
    '': { name: 'dropdock' },
    'node_modules/electron': { dev: true },
    'node_modules/extract-zip': { dev: true },
    'node_modules/@xmldom/xmldom': { dev: true },
    'node_modules/electron-updater': {},
    'node_modules/js-yaml': {}
  }
}

describe('npm audit of what ships', () => {
  it('audits the whole tree, so that Electron is in the report at all', () => {
    expect(NPM_AUDIT_ARGS).toEqual(['audit', '--json'])
  })

  it('fails on an Electron advisory and names it, not counting build-time packages', () => {
    const d = decideNpmAudit(run({ exitCode: 1, stdout: ELECTRON_REPORT, lock: LOCK }))
    expect(d).toMatchObject({ status: 'findings', exitCode: EXIT_FINDINGS })
    expect(d.lines[0]).toBe(
      'npm audit FAILED: 1 high advisories in packages that ship (production dependencies and Electron) (2 in build-time packages only, not counted)'
    )
    expect(d.lines.slice(1)).toEqual([
      '  electron high: Electron: sandboxed iframe can bypass the allow-popups restriction via the OpenURL navigation path (https://github.com/advisories/GHSA-9f4c-93c8-jc8g)'
    ])
  })

  it('passes when the only high advisories are in packages that never ship', () => {
    const report = JSON.parse(ELECTRON_REPORT) as { vulnerabilities: Record<string, unknown> }
    delete report.vulnerabilities.electron
    const d = decideNpmAudit(run({ exitCode: 1, stdout: JSON.stringify(report), lock: LOCK }))
    expect(d).toMatchObject({ status: 'clean', exitCode: 0 })
    expect(d.lines[0]).toContain('(2 in build-time packages only, not counted)')
  })

  it("counts this project's production tree and Electron as shipped, not the build tools", () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as NpmAuditRun['lock']
    const shipped = shippedPaths(lock)
    for (const path of ['electron', 'electron-updater', 'js-yaml', 'chokidar', 'pdfjs-dist'])
      expect(shipped).toContain(`node_modules/${path}`)
    for (const path of ['electron-builder', '@electron/get', 'vitest', 'eslint'])
      expect(shipped).not.toContain(`node_modules/${path}`)
  })
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
