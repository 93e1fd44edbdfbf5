import type { AppInfo } from '@shared/ipc'
import { serviceName as wordService } from '@shared/i18n/serviceName'
import type { Words } from './words'

/** The service Dropdock sends to, as the clerk reads it: Sandbox, Production or the host. */
export function serviceName(info: AppInfo, { t }: Words): string {
  return wordService(info.service, info.serviceHost, t)
}
