/** docs/sandbox.md against the sandbox's code (its route list is checked in test/sandbox/usage). */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SEEDED_KEYS } from '../../src/sandbox/accounts'
import {
  MAIL_MAX_BYTES,
  MAIL_MAX_DECODED_BYTES,
  MAIL_MAX_DEPTH,
  MAIL_MAX_HEADER_BYTES,
  MAIL_MAX_PARTS,
  MAIL_PER_MINUTE
} from '../../src/sandbox/email/limits'
import { INFERENCE_PER_MINUTE } from '../../src/sandbox/inference/routes'
import {
  PDF_DEADLINE_MS,
  PDF_MAX_FILE_BYTES,
  PDF_MAX_HEAP_MB,
  PDF_MAX_PAGES
} from '../../src/sandbox/processing/pdfLimits'

const PAGE = readFileSync('docs/sandbox.md', 'utf8')
/** The page with every run of white space (line breaks, table padding) as one space. */
const FLAT = PAGE.replace(/\s+/g, ' ')
const MiB = 1024 * 1024

describe('docs/sandbox.md', () => {
  it('lists exactly the seeded keys, each with what it may do', () => {
    const rows = [...PAGE.matchAll(/^\| `(sbx_\w+)` +\| (.+?) +\|$/gm)].map((m) => [m[1], m[2]])
    expect(rows).toEqual(SEEDED_KEYS.map((k) => [k.key, k.allows]))
  })

  it('names only flags the sandbox takes', () => {
    const declared = new Set(
      [
        ...readFileSync('src/sandbox/cliArgs.ts', 'utf8').matchAll(/^\s+'?([a-z-]+)'?: \{ type:/gm)
      ].map((m) => `--${m[1]}`)
    )
    expect(declared.size).toBeGreaterThan(5)
    // curl's own flags are not the sandbox's.
    const text = PAGE.split('\n')
      .filter((l) => !l.startsWith('curl '))
      .join('\n')
    const named = new Set([...text.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map((m) => m[0]))
    expect(named.size).toBeGreaterThan(5)
    expect([...named].filter((f) => f !== '--help' && !declared.has(f))).toEqual([])
  })

  it('gives the limits the code runs on', () => {
    const figures = [
      `${INFERENCE_PER_MINUTE} to \`infer_number\``,
      `at most ${MAIL_MAX_BYTES / MiB} MiB (413) and ${MAIL_PER_MINUTE} messages a minute (429)`,
      `nested deeper than ${MAIL_MAX_DEPTH} levels, of more than ${MAIL_MAX_PARTS} parts or with a header block over ${MAIL_MAX_HEADER_BYTES / 1024} KiB`,
      `decode to more than ${MAIL_MAX_DECODED_BYTES / MiB} MiB (413)`,
      `${PDF_MAX_PAGES} pages, ${PDF_MAX_FILE_BYTES / MiB} MiB, a ${PDF_MAX_HEAP_MB} MB heap, ${PDF_DEADLINE_MS / 1000} s per document`
    ]
    expect(figures.filter((f) => !FLAT.includes(f))).toEqual([])
  })
})
