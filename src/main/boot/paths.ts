import { join } from 'node:path'

/** Icons and other files shipped beside the app (electron-builder copies resources/ there). */
export function resourcesDir(opts: {
  isPackaged: boolean
  appPath: string
  resourcesPath: string
}): string {
  return opts.isPackaged ? join(opts.resourcesPath, 'resources') : join(opts.appPath, 'resources')
}

/** The sandboxed preload bundle electron-vite builds next to main. */
export function preloadPath(mainDir: string): string {
  return join(mainDir, '../preload/index.cjs')
}
