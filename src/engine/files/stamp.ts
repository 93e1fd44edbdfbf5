/** What the gate compares: a file is stable while neither changes. */
export interface FileStamp {
  size: number
  mtimeMs: number
  /** Device and inode, when the stat gave them (to ask whether a writer holds the file open). */
  dev?: number
  ino?: number
}

/** What tells one version of a file from another without reading it. */
export interface Snapshot {
  size: number
  mtimeMs: number
  ino: number
}
