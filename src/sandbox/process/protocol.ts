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
      /** The TCP port the parent holds and forwards to `socketPath` (its pages' address). */
      port: number
      /** Where to listen: a Unix socket in a private folder, or a Windows named pipe. */
      socketPath: string
      mailPerMinute?: number
    }
  | { type: 'stop' }

/** Child → parent. */
export type FromSandboxChild =
  | { type: 'ready'; baseUrl: string; appUrl: string }
  | { type: 'failed'; message: string }
  | { type: 'log'; line: string }

/** A fresh token for the embedded sandbox's pages. */
export function newPageToken(): string {
  return randomBytes(18).toString('base64url')
}
