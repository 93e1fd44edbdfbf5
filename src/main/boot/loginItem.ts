import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { App } from 'electron'

/** Command-line flag a login start passes, so the app starts in the tray without a window. */
export const HIDDEN_FLAG = '--hidden'

/** The XDG autostart entry Linux desktops read (Electron's login items cover macOS and Windows only). */
export function autostartEntry(execPath: string): string {
  const quoted = /\s/.test(execPath) ? `"${execPath}"` : execPath
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Dropdock',
    'Comment=Document intake for logistics clerks',
    `Exec=${quoted} ${HIDDEN_FLAG}`,
    'Icon=dropdock',
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    ''
  ].join('\n')
}

/** Turns "start at login" on or off for this platform. */
export function applyLoginItem(opts: {
  app: Pick<App, 'setLoginItemSettings'>
  enabled: boolean
  platform: string
  execPath: string
  env: NodeJS.ProcessEnv
}): void {
  if (opts.platform === 'linux') {
    const dir = join(opts.env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'autostart')
    const file = join(dir, 'dropdock.desktop')
    if (!opts.enabled) {
      rmSync(file, { force: true })
      return
    }
    mkdirSync(dir, { recursive: true })
    writeFileSync(file, autostartEntry(opts.env.APPIMAGE || opts.execPath))
    return
  }
  opts.app.setLoginItemSettings({
    openAtLogin: opts.enabled,
    args: [HIDDEN_FLAG]
  })
}
