/** docs/it.md, the page for IT, against the code that reads IT's file (its example: strictSchema). */
import { readFileSync } from 'node:fs'
import { RETENTION_DAYS_DEFAULT } from '@shared/intake'
import { RETENTION_LIMITS_DAYS } from '@shared/settingsSchema'
import { describe, expect, it } from 'vitest'
import { LOCKABLE, MANAGED_SYSTEM_PATHS } from '../../src/main/settings/managed'

const PAGE = readFileSync('docs/it.md', 'utf8')
const FLAT = PAGE.replace(/\s+/g, ' ')

describe('docs/it.md', () => {
  it("names each platform's managed file where the app reads it, in the order it reads them", () => {
    for (const paths of Object.values(MANAGED_SYSTEM_PATHS)) {
      const at = paths.map((p) => FLAT.indexOf(`\`${p}\``))
      expect(
        at.every((i) => i > -1),
        paths.join(', ')
      ).toBe(true)
      expect(at).toEqual([...at].sort((a, b) => a - b))
    }
  })

  it('lists exactly the settings IT may lock', () => {
    const start = FLAT.indexOf('`locked` names the settings')
    expect(start).toBeGreaterThan(-1)
    const sentence = FLAT.slice(start, FLAT.indexOf('(`LOCKABLE`', start))
    const named = [...sentence.matchAll(/`([a-zA-Z.]+)`/g)].map((m) => m[1]).slice(1)
    expect([...named].sort()).toEqual([...LOCKABLE].sort())
  })

  it('gives the retention limits and default the settings use', () => {
    expect(FLAT).toContain(
      `\`retentionDays\` (${RETENTION_LIMITS_DAYS.min} to ${RETENTION_LIMITS_DAYS.max}, or \`null\` to keep everything; default ${RETENTION_DAYS_DEFAULT})`
    )
  })
})
