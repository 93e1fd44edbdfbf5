import type { WatchedFolder } from './settingsSchema'
import { DEFAULT_SEPARATOR_TEXT, DEFAULT_SPLIT_MODE } from './separators'

/** What a watched folder holds besides who it is and where. */
export type FolderOptions = Omit<WatchedFolder, 'id' | 'path'>

/** How long a watched file's size and mtime must stay unchanged before it is taken. */
export const DEFAULT_QUIET_MS = 2000

/**
 * A folder a clerk just added, where nothing was chosen: flat (subfolders often hold what was
 * already sent), everything but junk, 2 s of quiet before a file is taken, files kept in place,
 * the type of each file left to the service, a multi-page scan sent whole (the service may cut it).
 * The engine fills gaps in stored folders from it and the settings screen starts new ones from it.
 * A fresh copy each call, so no caller can edit the defaults through the lists it holds.
 */
export function folderDefaults(): FolderOptions {
  return {
    enabled: true,
    recursive: false,
    include: [],
    exclude: [],
    usePolling: false,
    pollIntervalMs: 2000,
    quietMs: DEFAULT_QUIET_MS,
    afterUpload: 'keep',
    moveFailed: false,
    moveDuplicates: false,
    documentType: null,
    split: DEFAULT_SPLIT_MODE,
    separatorText: DEFAULT_SEPARATOR_TEXT
  }
}
