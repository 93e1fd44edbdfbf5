import type { IpcResult } from '@shared/ipc'
import type { IntakeError } from '@shared/intake'

/** Whatever main (or a test) exposes as `window.dropdock`. */
export type Bridge = Window['dropdock']

/**
 * The renderer's only door to main. Stores call this instead of touching `window` themselves, so
 * a test installs a fake at the same boundary the preload fills in the app.
 */
export function bridge(): Bridge {
  const api = (globalThis as { dropdock?: Bridge }).dropdock
  if (!api) throw new Error('window.dropdock is missing: this page runs outside Dropdock.')
  return api
}

/**
 * A command answered `{ ok: false }`; carries main's IpcResult error (made by toIpcError in
 * src/main/ipc/routeError.ts) unchanged.
 */
export class BridgeError extends Error {
  readonly error: IntakeError

  constructor(error: IntakeError) {
    super(error.message)
    this.name = 'BridgeError'
    this.error = error
  }
}

/** Turns the IPC envelope into a value or a thrown BridgeError, so actions read linearly. */
export async function unwrap<T>(pending: Promise<IpcResult<T>>): Promise<T> {
  const result = await pending
  if (result.ok) return result.value
  throw new BridgeError(result.error)
}

/**
 * The renderer's end of the error taxonomy: any thrown thing as the IntakeError a store shows.
 * A BridgeError gives main's error as it crossed IPC (kind, sentence, detail); anything else is
 * the renderer's own (a bug, a broken bridge, a file pdf.js cannot draw): kind 'internal', a
 * plain sentence, and its text in `detail`, for "Copy error" only.
 */
export function toRendererError(err: unknown): IntakeError {
  if (err instanceof BridgeError) return err.error
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err)
  return { kind: 'internal', message: 'Something went wrong inside Dropdock.', detail }
}
