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

/**
 * Path for the log with capability tokens replaced: upload and download URLs, and the page
 * token of the embedded sandbox's web pages (`/app/<token>/…`), which opens them to anyone who
 * reads it (the app's sandbox logs to stderr and to its log file).
 */
export function redactPath(path: string, pageToken: string | null = null): string {
  const pages =
    pageToken !== null && (path === `/app/${pageToken}` || path.startsWith(`/app/${pageToken}/`))
      ? `/app/[token]${path.slice(`/app/${pageToken}`.length)}`
      : path
  return pages
    .replace(/(\/rails\/active_storage\/disk\/)[^/]+/, '$1[token]')
    .replace(/(\/rails\/active_storage\/blobs\/redirect\/)[^/]+/, '$1[token]')
}
