/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

/**
 * Runs axe-core over the page as it is now and returns its serious and critical violations as
 * "rule: selector (summary)" lines. axe is evaluated through the DevTools protocol rather than
 * an inline <script>, which the page's CSP (script-src 'self') rightly refuses. `alsoRules`
 * turns on rules axe keeps off by default (its experimental label-content-name-mismatch).
 */
export async function seriousViolations(page: Page, alsoRules: string[] = []): Promise<string[]> {
  await page.evaluate(`if (!window.axe) { ${AXE_SOURCE}\n }`)
  return page.evaluate(async (extra) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const rules = Object.fromEntries(extra.map((id) => [id, { enabled: true }]))
    const result = await axe.run(document, { resultTypes: ['violations'], rules })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map(
          (n) =>
            `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`
        )
      )
  }, alsoRules)
}
