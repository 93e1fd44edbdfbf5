/**
 * What the app or the CLI and the embedded sandbox's own process say to each other over the
 * parent's message channel (a Node child's IPC, or Electron's `parentPort`). The key and the
 * page token travel only here: never in argv (other users read it in /proc), never on the
 * child's stdout or stderr.
 */
import { randomBytes } from 'node:crypto'

/** Parent → child: start the sandbox with these, or stop it. */
export type ToSandboxChild =
  | {
      type: 'start'
      dataDir: string
      apiKey: string
      pageToken: string
      /** 0 the first time (a free port), then the port it had (a restart keeps its address). */
      port: number
      mailPerMinute?: number
    }
  | { type: 'stop' }

/** Child → parent. */
export type FromSandboxChild =
  | { type: 'ready'; baseUrl: string; appUrl: string; port: number }
  | { type: 'failed'; message: string }
  | { type: 'log'; line: string }

/** A fresh token for the embedded sandbox's pages. */
export function newPageToken(): string {
  return randomBytes(18).toString('base64url')
}
