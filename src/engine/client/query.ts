export type QueryValue = string | number | boolean | string[] | undefined | null
export type Query = Record<string, QueryValue>

/**
 * Joins the API base and a path and appends the query. Arrays become comma lists (JSON:API's
 * `include=a,b`); empty values are left out.
 */
export function buildUrl(base: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','))
    } else {
      params.set(key, String(value))
    }
  }
  const qs = params.toString()
  return `${base}${path}${qs ? `?${qs}` : ''}`
}
