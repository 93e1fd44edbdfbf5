import type { AppInfo } from '@shared/ipc'
import type { Words } from './words'

/** Main's serviceLabel for the production service; a custom service is named by its host. */
const PRODUCTION = 'Production'

/** The service Dropdock sends to, as the clerk reads it: Sandbox, Production or the host. */
export function serviceName(info: AppInfo, { t }: Words): string {
  if (info.sandbox) return t('shell.service.sandbox')
  if (info.serviceLabel === PRODUCTION) return t('shell.service.production')
  return info.serviceLabel
}
