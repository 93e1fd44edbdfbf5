/**
 * Fails the audit on any Electronegativity finding above informational severity that is not
 * accepted in accepted-findings.json. An accepted entry names the issue, the built file, a piece
 * of the flagged code, how many such findings it covers, why it is safe, and the source files
 * whose comment (a line naming "Electronegativity" and the issue id) explains it in place.
 *
 * Usage: node scripts/audit/checkFindings.mjs <report.csv> <accepted-findings.json>
 * Exit codes: 0 all accepted, 1 a finding fails the audit, 2 usage, 3 a damaged report.
 */
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const SEVERITY_RANK = { INFORMATIONAL: 0, LOW: 1, MEDIUM: 2, HIGH: 3 }

/** Rows of a CSV text (quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text) {
  const rows = []
  let row = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      if (row.some((f) => f.trim() !== '')) rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  row.push(field)
  if (row.some((f) => f.trim() !== '')) rows.push(row)
  return rows
}

/** A report Electronegativity wrote badly; run.sh runs the tool again when it sees one. */
export class MalformedReportError extends Error {}

/**
 * Electronegativity's CSV report as objects keyed by its (trimmed) header names. Every row must
 * start with a check's name (an unknown severity is for checkFindings to fail): Electronegativity
 * 1.10.3 writes the header and the rows with two fs.writeFile calls it does not wait for, and when
 * they cross, the header lands over the start of the first row.
 */
export function parseReport(text) {
  const [header, ...rows] = parseCsv(text)
  if (!header || !header.map((h) => h.trim()).includes('issue')) {
    throw new Error('not an Electronegativity CSV report (no "issue" column)')
  }
  const keys = header.map((h) => h.trim())
  const findings = rows.map((cells) =>
    Object.fromEntries(keys.map((k, i) => [k, (cells[i] ?? '').trim()]))
  )
  findings.forEach((f, i) => {
    if (!/^[A-Z][A-Z0-9_]*$/.test(f.issue)) {
      throw new MalformedReportError(
        `malformed Electronegativity report: row ${i + 1} starts "${JSON.stringify(f).slice(0, 80)}"`
      )
    }
  })
  return findings
}

/**
 * Compares findings with the accepted list. Returns the problems that must fail the audit and
 * the accepted entries no finding used any more (worth removing).
 */
export function checkFindings(findings, accepted, readSource) {
  const problems = []
  const used = new Map(accepted.map((a) => [a, 0]))
  for (const entry of accepted) {
    if (!entry.justification || entry.justification.length < 40) {
      problems.push(`accepted ${entry.issue} in ${entry.file} has no real justification`)
    }
    for (const source of entry.sources ?? []) {
      let text = ''
      try {
        text = readSource(source)
      } catch {
        problems.push(`accepted ${entry.issue}: source ${source} does not exist`)
        continue
      }
      const named = text
        .split('\n')
        .some((line) => line.includes('Electronegativity') && line.includes(entry.issue))
      if (!named) {
        problems.push(
          `accepted ${entry.issue}: ${source} has no "Electronegativity ${entry.issue}" comment`
        )
      }
    }
    if (!entry.sources?.length) problems.push(`accepted ${entry.issue} names no source file`)
  }
  for (const f of findings) {
    const rank = SEVERITY_RANK[f.severity.toUpperCase()]
    if (rank === undefined) {
      problems.push(`unknown severity "${f.severity}" for ${f.issue}`)
      continue
    }
    if (rank === 0) continue
    const entry = accepted.find(
      (a) =>
        a.issue === f.issue &&
        normalise(f.filename) === normalise(a.file) &&
        f.sample.includes(a.sample)
    )
    if (!entry) {
      problems.push(
        `NEW ${f.severity} ${f.issue} at ${f.filename}:${f.location}: ${f.sample} — ${f.description}`
      )
      continue
    }
    used.set(entry, used.get(entry) + 1)
  }
  for (const [entry, count] of used) {
    if (count > (entry.max ?? 1)) {
      problems.push(
        `${entry.issue} in ${entry.file} matching "${entry.sample}" found ${count} times, ` +
          `${entry.max ?? 1} accepted: a new occurrence needs its own review`
      )
    }
  }
  const stale = [...used].filter(([, count]) => count === 0).map(([entry]) => entry)
  return { problems, stale }
}

function normalise(path) {
  return path.replace(/\\/g, '/').replace(/^\.?\//, '')
}

function main() {
  const [reportPath, acceptedPath] = process.argv.slice(2)
  if (!reportPath || !acceptedPath) {
    console.error('usage: checkFindings.mjs <report.csv> <accepted-findings.json>')
    process.exit(2)
  }
  let findings
  try {
    findings = parseReport(readFileSync(reportPath, 'utf8'))
  } catch (err) {
    console.error(String(err.message ?? err))
    // 3: the report itself is damaged (run the tool again); 1: findings fail the audit.
    process.exit(err instanceof MalformedReportError ? 3 : 1)
  }
  const accepted = JSON.parse(readFileSync(acceptedPath, 'utf8')).accepted
  const { problems, stale } = checkFindings(findings, accepted, (p) => readFileSync(p, 'utf8'))
  const counts = {}
  for (const f of findings) counts[f.severity] = (counts[f.severity] ?? 0) + 1
  console.log(`Electronegativity: ${findings.length} findings ${JSON.stringify(counts)}`)
  for (const entry of stale) {
    console.warn(`note: accepted ${entry.issue} (${entry.sample}) no longer found; remove it`)
  }
  if (problems.length) {
    for (const p of problems) console.error(`FAIL ${p}`)
    process.exit(1)
  }
  console.log('Electronegativity: every finding above informational is accepted and justified')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
