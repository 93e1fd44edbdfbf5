/** Types for checkFindings.mjs (plain Node, no build step), for the tests that import it. */
export interface Finding {
  issue: string
  severity: string
  confidence: string
  filename: string
  location: string
  sample: string
  description: string
  url: string
}

export interface AcceptedFinding {
  issue: string
  file: string
  sample: string
  max?: number
  justification: string
  sources: string[]
}

export class MalformedReportError extends Error {}

export function parseCsv(text: string): string[][]
export function parseReport(text: string): Finding[]
export function checkFindings(
  findings: Finding[],
  accepted: AcceptedFinding[],
  readSource: (path: string) => string
): { problems: string[]; stale: AcceptedFinding[] }
