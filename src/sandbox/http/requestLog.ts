/** One structured request-log line; never holds a key or a query string. */
export interface RequestLogEntry {
  method: string
  path: string
  status: number
  ms: number
  account?: string
  fault?: string
}

/** Formats a log line: `sandbox {"t":…,"method":…}`. */
export function formatLogLine(e: RequestLogEntry): string {
  return `sandbox ${JSON.stringify({ t: new Date().toISOString(), ...e })}`
}

/** Path for the log with capability tokens (upload and download URLs) replaced. */
export function redactPath(path: string): string {
  return path
    .replace(/(\/rails\/active_storage\/disk\/)[^/]+/, '$1[token]')
    .replace(/(\/rails\/active_storage\/blobs\/redirect\/)[^/]+/, '$1[token]')
}
