import type { WatchedFolder } from '../../../shared/ipc'

/** What a host hands to watch(): a path plus any settings it wants to override. */
export type FolderConfig = Partial<WatchedFolder> & { path: string }

/** Defaults for a folder a clerk just added: flat, everything but junk, 2 s quiet, keep files. */
export function resolveFolder(cfg: FolderConfig): WatchedFolder {
  if (typeof cfg.path !== 'string' || cfg.path.trim() === '') {
    throw new Error('A watched folder needs a path')
  }
  return {
    id: cfg.id ?? cfg.path,
    path: cfg.path,
    enabled: cfg.enabled ?? true,
    recursive: cfg.recursive ?? false,
    include: cfg.include ?? [],
    exclude: cfg.exclude ?? [],
    usePolling: cfg.usePolling ?? false,
    pollIntervalMs: cfg.pollIntervalMs ?? 2000,
    quietMs: cfg.quietMs ?? 2000,
    afterUpload: cfg.afterUpload ?? 'keep',
    moveFailed: cfg.moveFailed ?? false,
    moveDuplicates: cfg.moveDuplicates ?? false
  }
}
