/**
 * Folders that belong to the operating system, not to a clerk's scans: a watched folder here (or
 * inside one) may never delete files after upload. One list for every check.
 */

/**
 * POSIX (Linux, macOS): absolute paths; their subfolders count too. Not here: the folders that
 * hold homes and mounted drives (/home, /Users, /Volumes, /run/media): clerks' scan folders live
 * below them; the home folder itself, the folders above it and mount points are refused apart.
 */
export const POSIX_SYSTEM_FOLDERS: readonly string[] = [
  '/bin',
  '/boot',
  '/dev',
  '/etc',
  '/lib',
  '/lib32',
  '/lib64',
  '/opt',
  '/proc',
  '/root',
  '/sbin',
  '/snap',
  '/srv',
  '/sys',
  '/usr',
  '/var',
  '/Applications',
  '/Library',
  '/System',
  '/private',
  '/cores'
]

/**
 * Windows: folders at the root of any drive (compared without case); subfolders count too.
 * `Users` is not here for the same reason as /home.
 */
export const WINDOWS_SYSTEM_FOLDERS: readonly string[] = [
  'Windows',
  'Program Files',
  'Program Files (x86)',
  'ProgramData',
  '$Recycle.Bin',
  'System Volume Information',
  'Recovery'
]
