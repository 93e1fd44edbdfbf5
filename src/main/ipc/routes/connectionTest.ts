import type { ConnectionTest } from '@shared/ipc'
import type { ConnectionMode } from '@shared/settingsSchema'
import { originOf } from '@shared/serviceUrl'
import { redactText } from '../../logging/redact'
import { toIpcError } from '../routeError'
import type { RouteDeps } from './deps'

/** Whether two service addresses share one origin (where the saved key may go). */
export function sameOrigin(a: string, b: string): boolean {
  const origin = originOf(a)
  return origin !== null && origin === originOf(b)
}

/**
 * Tests a connection without saving it. The answer is an outcome the window words in the
 * clerk's language (with the host, or the failure's kind); `message` is main's English sentence
 * for the tooltip and the log. The saved key only ever goes to the saved address.
 */
export async function testConnection(
  deps: RouteDeps,
  { mode, baseUrl, apiKey }: { mode: ConnectionMode; baseUrl?: string; apiKey?: string }
): Promise<ConnectionTest> {
  if (mode === 'sandbox') {
    const message = 'The sandbox runs inside Dropdock; it needs no connection.'
    return { ok: true, outcome: 'sandbox', message }
  }
  const saved = deps.settings.get().connection.baseUrl
  const url = baseUrl ?? saved
  if (!url) return { ok: false, outcome: 'noAddress', message: 'Enter the service address first.' }
  if (!sameOrigin(url, saved)) {
    const change = { from: saved, to: url, appUrl: '', directUploadUrl: null }
    if (!(await deps.dialogs.confirmConnectionChange({ ...change, what: 'service' }))) {
      const message = 'The test was cancelled: the address was not confirmed.'
      return { ok: false, outcome: 'notConfirmed', message }
    }
  }
  const key = apiKey ?? (sameOrigin(url, saved) ? deps.keys.get() : null)
  if (!key) {
    return sameOrigin(url, saved)
      ? { ok: false, outcome: 'noKey', message: 'Enter an API key first.' }
      : {
          ok: false,
          outcome: 'keyForAddress',
          message:
            'Enter the API key for this address; the saved key is only sent to the saved address.'
        }
  }
  const host = new URL(url).host
  try {
    const { latencyMs } = await deps
      .createClient({ baseUrl: url, apiKey: key, timeoutMs: 10_000 })
      .ping()
    const message = `Connected to ${host} (${latencyMs} ms).`
    return { ok: true, outcome: 'connected', host, latencyMs, message }
  } catch (err) {
    const error = toIpcError(err, (text) => redactText(text, [key]))
    return { ok: false, outcome: 'failed', host, error, message: error.message }
  }
}
