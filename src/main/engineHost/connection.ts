import type { ServiceKind } from '@shared/ipc'
import type { Settings } from '@shared/settingsSchema'

export interface ConnectionPlan {
  /** True when the embedded sandbox serves this run. */
  sandbox: boolean
  service: ServiceKind
  /** The custom service's host; null for the sandbox and production. */
  host: string | null
  /** "Sandbox", "Production" or the custom host, in English: for logs and diagnostics. */
  serviceLabel: string
  /** Folder name under userData/intake: each service keeps its own ledger. */
  stateKey: string
}

/**
 * Which service this run talks to. No API key means the embedded sandbox whatever the mode, so
 * a first run works without any setup and never sends files to a real service by surprise.
 */
export function planConnection(
  connection: Settings['connection'],
  hasApiKey: boolean
): ConnectionPlan {
  if (connection.mode === 'sandbox' || !hasApiKey || !connection.baseUrl) {
    return {
      sandbox: true,
      service: 'sandbox',
      host: null,
      serviceLabel: 'Sandbox',
      stateKey: 'sandbox'
    }
  }
  let host = connection.baseUrl
  try {
    host = new URL(connection.baseUrl).host
  } catch {
    // The settings schema only lets URLs in; keep the raw text if that ever changes.
  }
  const production = connection.mode === 'production'
  return {
    sandbox: false,
    service: production ? 'production' : 'custom',
    host: production ? null : host,
    serviceLabel: production ? 'Production' : host,
    stateKey: host.replace(/[^A-Za-z0-9.-]/g, '_')
  }
}
