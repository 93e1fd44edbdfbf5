import type { RouteDeps } from './deps'
import type { RouteHandlers } from './types'

type AppCommands = 'app.info' | 'app.status' | 'app.checkConnection' | 'app.showStorage'

/** Who we are, how things stand, and the actions a problem banner offers. */
export function createAppRoutes(deps: RouteDeps): RouteHandlers<AppCommands> {
  return {
    'app.info': async () => {
      const c = deps.connection()
      return {
        ...deps.app,
        sandbox: c.sandbox,
        service: c.service,
        serviceHost: c.host,
        reachHost: c.sandbox ? null : hostOf(deps.settings.get().connection.baseUrl)
      }
    },
    'app.status': async () => deps.status(),
    'app.checkConnection': async () => deps.checkConnection(),
    // The window names no path: main shows the one its own status holds, and nothing when the
    // disk takes Dropdock's data again (the banner may have been a moment late).
    'app.showStorage': async () => {
      const problem = deps.status().storage
      if (problem) deps.shell.showItemInFolder(problem.path)
    }
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host
  } catch {
    return null
  }
}
