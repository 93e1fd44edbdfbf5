import type { AppStatus } from '@shared/ipc'

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

/** One line with the counts, for the tooltip and the menu's status entry. */
export function statusLine(status: AppStatus, serviceLabel: string): string {
  const parts: string[] = []
  const { active, done, attention } = status.counts
  if (active) parts.push(`${active} in progress`)
  if (attention) parts.push(`${attention} need${attention === 1 ? 's' : ''} attention`)
  parts.push(`${done} done`)
  const state = status.storage
    ? 'waiting for the disk'
    : status.connection === 'offline'
      ? 'offline'
      : status.connection === 'auth_error'
        ? 'key refused'
        : status.connection === 'starting'
          ? 'starting'
          : status.paused
            ? 'paused'
            : null
  return `${serviceLabel}${state ? ` (${state})` : ''}: ${parts.join(', ')}`
}

/** Tooltip text: product, service and counts. */
export function trayTooltip(status: AppStatus, serviceLabel: string): string {
  const line = `Dropdock · ${statusLine(status, serviceLabel)}`
  return status.storage ? `${line}\n${status.storage}` : line
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
export function trayTitle(status: AppStatus): string {
  return status.counts.active > 0 ? String(status.counts.active) : ''
}
