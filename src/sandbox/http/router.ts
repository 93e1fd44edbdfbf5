import type { HttpMethod, Mount, RouteDef } from './types'

interface Compiled {
  def: RouteDef
  mount: Mount
  segments: string[]
}

/** A match: the route and its `:param` values (decoded). */
export interface RouteMatch {
  def: RouteDef
  params: Record<string, string>
}

/** Small router over `:param` paths; literal segments win over params when both match. */
export class Router {
  private readonly routes: Compiled[] = []

  add(defs: readonly RouteDef[]): void {
    for (const def of defs) {
      this.routes.push({ def, mount: def.mount ?? 'api', segments: split(def.path) })
    }
    this.routes.sort((a, b) => specificity(b) - specificity(a))
  }

  match(mount: Mount, method: HttpMethod, path: string): RouteMatch | null {
    const parts = split(path)
    for (const r of this.routes) {
      if (r.mount !== mount || r.def.method !== method) continue
      const params = matchSegments(r.segments, parts)
      if (params) return { def: r.def, params }
    }
    return null
  }

  /** Methods that would match the path (for a 405 vs 404 decision). */
  methodsFor(mount: Mount, path: string): HttpMethod[] {
    const parts = split(path)
    return this.routes
      .filter((r) => r.mount === mount && matchSegments(r.segments, parts))
      .map((r) => r.def.method)
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s !== '')
}

function specificity(r: Compiled): number {
  return r.segments.reduce((n, s) => n * 2 + (s.startsWith(':') ? 0 : 1), 1)
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]
    let value: string
    try {
      value = decodeURIComponent(parts[i])
    } catch {
      return null
    }
    if (p.startsWith(':')) params[p.slice(1)] = value
    else if (p !== value) return null
  }
  return params
}
