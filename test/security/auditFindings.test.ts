import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  checkFindings,
  MalformedReportError,
  parseReport,
  type AcceptedFinding
} from '../../scripts/audit/checkFindings.mjs'

const HEADER = 'issue, severity, confidence, filename, location, sample, description, url'
const row = (issue: string, severity: string, file: string, sample: string) =>
  `${issue},"${severity}","FIRM","${file}","1:0","${sample.replace(/"/g, '""')}","why, with a comma",https://x`

const accepted: AcceptedFinding[] = [
  {
    issue: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/index.js',
    sample: 'await deps.shell.openExternal(',
    max: 1,
    justification: 'checked with isAllowedExternalUrl() just before, https on the web app origin',
    sources: ['src/x.ts']
  }
]
const sources: Record<string, string> = {
  'src/x.ts': '// Electronegativity OPEN_EXTERNAL_JS_CHECK: checked above\n'
}
const read = (p: string) => {
  if (!(p in sources)) throw new Error('ENOENT')
  return sources[p]
}

describe('scripts/audit/checkFindings', () => {
  describe('parseReport()', () => {
    it('reads quoted fields holding commas and doubled quotes', () => {
      const [f] = parseReport(
        `${HEADER}\n${row('CSP_GLOBAL_CHECK', 'LOW', 'renderer/index.html', `script-src 'self', "x"`)}\n`
      )
      expect(f).toMatchObject({
        issue: 'CSP_GLOBAL_CHECK',
        severity: 'LOW',
        filename: 'renderer/index.html',
        sample: `script-src 'self', "x"`,
        description: 'why, with a comma'
      })
    })

    it('refuses a report whose header landed over the start of the first row', () => {
      // What Electronegativity 1.10.3 wrote in one CI run: two unawaited writes crossed.
      const good = row('CSP_GLOBAL_CHECK', 'LOW', 'renderer/index.html', `default-src 'none'`)
      const clobbered = `${HEADER}\n${good.slice(HEADER.length - 20)}\n${row('OPEN_EXTERNAL_JS_CHECK', 'MEDIUM', 'main/index.js', 'x')}\n`
      expect(() => parseReport(clobbered)).toThrow(MalformedReportError)
    })

    it('refuses a file that is not a report', () => {
      expect(() => parseReport('hello,world\n')).toThrow(/not an Electronegativity CSV report/)
    })
  })

  describe('checkFindings()', () => {
    it('passes an accepted finding and ignores informational ones', () => {
      const findings = parseReport(
        [
          HEADER,
          row(
            'OPEN_EXTERNAL_JS_CHECK',
            'MEDIUM',
            'main/index.js',
            'await deps.shell.openExternal(u);'
          ),
          row('PRELOAD_JS_CHECK', 'INFORMATIONAL', 'main/index.js', 'preload: p')
        ].join('\n')
      )
      expect(checkFindings(findings, accepted, read)).toEqual({ problems: [], stale: [] })
    })

    it('fails on a new finding, on a second occurrence and on an unknown severity', () => {
      const findings = parseReport(
        [
          HEADER,
          row(
            'OPEN_EXTERNAL_JS_CHECK',
            'MEDIUM',
            'main/index.js',
            'await deps.shell.openExternal(a);'
          ),
          row(
            'OPEN_EXTERNAL_JS_CHECK',
            'MEDIUM',
            'main/index.js',
            'await deps.shell.openExternal(b);'
          ),
          row('NODE_INTEGRATION_JS_CHECK', 'HIGH', 'main/index.js', 'new BrowserWindow({'),
          row('X_CHECK', 'SEVERE', 'main/index.js', 'x')
        ].join('\n')
      )
      const { problems } = checkFindings(findings, accepted, read)
      expect(problems).toEqual([
        expect.stringMatching(/^NEW HIGH NODE_INTEGRATION_JS_CHECK at main\/index.js/),
        expect.stringMatching(/unknown severity "SEVERE"/),
        expect.stringMatching(/found 2 times, 1 accepted/)
      ])
    })

    it('fails an accepted entry without a comment in its source or a real justification', () => {
      const weak = [{ ...accepted[0], justification: 'fine', sources: ['src/y.ts', 'src/z.ts'] }]
      const { problems } = checkFindings([], weak, (p) =>
        p === 'src/y.ts' ? '// no mention here\n' : read(p)
      )
      expect(problems).toEqual([
        expect.stringMatching(/has no real justification/),
        expect.stringMatching(/src\/y.ts has no .*OPEN_EXTERNAL_JS_CHECK/),
        expect.stringMatching(/source src\/z.ts does not exist/)
      ])
    })
  })

  describe('accepted-findings.json', () => {
    it('justifies every entry with a comment in each source it names', () => {
      const { accepted: entries } = JSON.parse(
        readFileSync('scripts/audit/accepted-findings.json', 'utf8')
      ) as { accepted: AcceptedFinding[] }
      expect(entries.length).toBeGreaterThan(0)
      expect(checkFindings([], entries, (p) => readFileSync(p, 'utf8')).problems).toEqual([])
    })
  })
})
