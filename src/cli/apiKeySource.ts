/**
 * Where the CLI's service address and API key come from, and the checks that keep the key from
 * leaking on the way: an address that is not https (nor loopback) would send it in clear text;
 * a key on the command line is readable by every user of the machine (`/proc/<pid>/cmdline`,
 * `ps`); a key file that others can read is no secret.
 */
import { readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { isServiceUrl, SERVICE_URL_RULE } from '../shared/serviceUrl'

/** The warning printed when the key is given with --api-key. */
export const API_KEY_ARGUMENT_WARNING =
  'Warning: --api-key puts the key on the command line, where other users of this machine can ' +
  'read it (ps, /proc). Use DROPDOCK_API_KEY or --api-key-file FILE (mode 0600) instead.'

export type KeySource =
  { ok: true; apiKey: string | undefined; warnings: string[] } | { ok: false; message: string }

/**
 * The API key from --api-key, --api-key-file or DROPDOCK_API_KEY (in that order), with the
 * warnings to print. `file` is resolved against `here`, the caller's folder. A key file must be
 * a regular file that neither its group nor others may read (POSIX modes; Windows has none).
 */
export function apiKeyFrom(
  opts: { flag?: string; file?: string; env?: string },
  here: string,
  platform: NodeJS.Platform = process.platform
): KeySource {
  if (opts.flag !== undefined && opts.file !== undefined) {
    return { ok: false, message: 'Give the API key once: --api-key or --api-key-file, not both.' }
  }
  if (opts.file !== undefined) {
    const path = resolve(here, opts.file)
    let mode: number
    try {
      const st = statSync(path)
      if (!st.isFile()) return { ok: false, message: `--api-key-file ${path} is not a file.` }
      mode = st.mode & 0o777
    } catch {
      return { ok: false, message: `--api-key-file ${path} cannot be read.` }
    }
    if (platform !== 'win32' && (mode & 0o077) !== 0) {
      return {
        ok: false,
        message:
          `--api-key-file ${path} can be read by other users (mode ${mode.toString(8).padStart(4, '0')}); ` +
          `make it private first: chmod 600 ${path}.`
      }
    }
    const key = readFileSync(path, 'utf8').trim()
    if (key === '' || /\s/.test(key)) {
      return { ok: false, message: `--api-key-file ${path} must hold the key alone, on one line.` }
    }
    return { ok: true, apiKey: key, warnings: [] }
  }
  if (opts.flag !== undefined) {
    return { ok: true, apiKey: opts.flag, warnings: [API_KEY_ARGUMENT_WARNING] }
  }
  return { ok: true, apiKey: opts.env, warnings: [] }
}

/**
 * Null when the key may travel to `baseUrl`, else the sentence refusing it (never the address
 * itself: it may carry credentials).
 */
export function serviceUrlRefusal(baseUrl: string): string | null {
  if (isServiceUrl(baseUrl)) return null
  if (!URL.canParse(baseUrl))
    return `--base-url (or DROPDOCK_BASE_URL) is not a service address: ${SERVICE_URL_RULE}.`
  return (
    `The service address (--base-url or DROPDOCK_BASE_URL) is refused: ${SERVICE_URL_RULE}, ` +
    'so that the API key never crosses the network in clear text.'
  )
}
