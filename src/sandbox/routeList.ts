/**
 * Every route the sandbox answers, read from the registered route modules, so `--help` and the
 * list in docs/sandbox.md cannot drift from the code.
 */
import type { Mount } from './http/types'
import { API_PREFIX } from './http/apiPrefix'
import { routeModules } from './routeModules'

const PREFIX: Record<Mount, string> = { api: API_PREFIX, app: '/app', root: '' }
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * One line per path the sandbox answers: its methods, then the path (`{param}` for path
 * parameters), sorted by path.
 */
export function routeTable(): string[] {
  const byPath = new Map<string, Set<string>>()
  for (const def of routeModules.flat()) {
    const path = `${PREFIX[def.mount ?? 'api']}${def.path}`.replace(/:(\w+)/g, '{$1}')
    const methods = byPath.get(path) ?? new Set<string>()
    methods.add(def.method)
    byPath.set(path, methods)
  }
  const rows = [...byPath.keys()].sort().map((path) => ({
    path,
    methods: METHOD_ORDER.filter((m) => byPath.get(path)!.has(m)).join(' ')
  }))
  const width = Math.max(...rows.map((r) => r.methods.length)) + 2
  return rows.map((r) => `${r.methods.padEnd(width)}${r.path}`)
}
