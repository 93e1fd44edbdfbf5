import type { RouteDeps } from './deps'
import type { RouteHandlers } from './types'

/** "Export diagnostics": asks where, then writes the zip. */
export function createDiagnosticsRoutes(deps: RouteDeps): RouteHandlers<'diagnostics.export'> {
  return {
    'diagnostics.export': async () => {
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')
      const target = await deps.dialogs.chooseSaveTarget(`dropdock-diagnostics-${stamp}.zip`)
      if (!target) return null
      await deps.diagnostics.write(target)
      return { savedTo: target }
    }
  }
}
