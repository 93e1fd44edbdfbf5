import type { WatchedFolder } from '../../shared/settingsSchema'
import { folderDefaults, type FolderOptions } from '../../shared/folderDefaults'

/** What a host hands to watch(): a path plus any settings it wants to override. */
export type FolderConfig = Partial<WatchedFolder> & { path: string }

/** A complete folder: the options `cfg` sets, the shared folder defaults for the rest. */
export function resolveFolder(cfg: FolderConfig): WatchedFolder {
  if (typeof cfg.path !== 'string' || cfg.path.trim() === '') {
    throw new Error('A watched folder needs a path')
  }
  const options = folderDefaults()
  // Only the keys a folder has: a stored folder may carry anything.
  for (const key of Object.keys(options) as (keyof FolderOptions)[]) {
    if (cfg[key] !== undefined) Object.assign(options, { [key]: cfg[key] })
  }
  return { id: cfg.id ?? cfg.path, path: cfg.path, ...options }
}
