import type { AppStatus } from '@shared/appStatus'
import type { Translator } from '../i18n/translate'
import { storageText } from '../notifications/storageNotice'

export type TrayIconState = 'idle' | 'working' | 'paused' | 'attention' | 'offline'

export const TRAY_STATES: readonly TrayIconState[] = [
  'idle',
  'working',
  'paused',
  'attention',
  'offline'
]

/**
 * The one icon that tells the clerk the most: no connection first, then a pause they chose
 * (nothing moves), then failures waiting for them, then work in progress.
 */
export function trayIconState(status: AppStatus): TrayIconState {
  // The disk under our data refuses writes: nothing moves until it is fixed, like offline.
  if (status.storage) return 'offline'
  if (status.connection === 'offline' || status.connection === 'auth_error') return 'offline'
  if (status.paused) return 'paused'
  if (status.counts.attention > 0) return 'attention'
  if (status.counts.active > 0) return 'working'
  return 'idle'
}

/** One line with the counts, for the tooltip and the menu's status entry, in the clerk's words. */
export function statusLine(status: AppStatus, serviceLabel: string, tr: Translator): string {
  const { t } = tr
  const parts: string[] = []
  const { active, done, attention } = status.counts
  if (active) parts.push(t('tray.status.active', active))
  if (attention) parts.push(t('tray.status.attention', attention))
  parts.push(t('tray.status.done', done))
  const counts = parts.join(t('tray.status.separator'))
  const state = status.storage
    ? 'storage'
    : status.connection === 'offline' ||
        status.connection === 'auth_error' ||
        status.connection === 'starting'
      ? status.connection
      : status.paused
        ? 'paused'
        : null
  return state
    ? t('tray.status.lineWithState', {
        service: serviceLabel,
        state: t(`tray.status.state.${state}`),
        counts
      })
    : t('tray.status.line', { service: serviceLabel, counts })
}

/**
 * Tooltip text: product, service and counts; below them the disk that refuses our data and the
 * watched folders that cannot be reached.
 */
export function trayTooltip(status: AppStatus, serviceLabel: string, tr: Translator): string {
  const line = tr.t('tray.tooltip', { status: statusLine(status, serviceLabel, tr) })
  const storage = storageText(status, tr)
  const unreachable = (status.folderProblems ?? []).length
  const folders = unreachable > 0 ? tr.t('tray.folders', unreachable) : null
  return [line, storage, folders].filter((x) => x !== null).join('\n')
}

/**
 * The icon file for a state. macOS gets monochrome template images (the menu bar tints them);
 * other systems the coloured ones. Electron picks the @2x file on high-DPI screens by itself.
 */
export function trayIconFile(
  state: TrayIconState,
  platform: string
): { file: string; template: boolean } {
  return platform === 'darwin'
    ? { file: `tray-${state}Template.png`, template: true }
    : { file: `tray-${state}.png`, template: false }
}

/** The count shown beside the macOS menu-bar icon: files in flight, or nothing. */
export function trayTitle(status: AppStatus, tr: Translator): string {
  return status.counts.active > 0 ? tr.n(status.counts.active) : ''
}
