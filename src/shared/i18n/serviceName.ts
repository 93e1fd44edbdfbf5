import type { ServiceKind } from '../ipc'

/**
 * The service as a clerk reads it, in the window and the tray alike: "Sandbox", "Production" in
 * the clerk's language, or a custom service's host as it is.
 */
export function serviceName(
  service: ServiceKind,
  host: string | null,
  t: (key: 'shell.service.sandbox' | 'shell.service.production') => string
): string {
  if (service === 'sandbox') return t('shell.service.sandbox')
  if (service === 'production') return t('shell.service.production')
  return host ?? ''
}
