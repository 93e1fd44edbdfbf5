import { startSandbox } from '../../../src/sandbox'

export const FULL = 'sbx_blueharbor_full'
export const READONLY = 'sbx_blueharbor_readonly'
export const NORTHGATE = 'sbx_northgate_full'

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>

export interface Reply {
  status: number
  headers: Headers
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  text: string
}

/** Starts a sandbox on loopback with a temp data dir. */
export function start(opts: Parameters<typeof startSandbox>[0] = {}): Promise<Sandbox> {
  return startSandbox({ port: 0, host: '127.0.0.1', log: () => {}, ...opts })
}

/** One API call with a key; JSON bodies parsed, others kept as text. */
export async function call(
  sbx: Sandbox,
  method: string,
  path: string,
  opts: { key?: string | null; body?: unknown; base?: 'api' | 'app' } = {}
): Promise<Reply> {
  const key = opts.key === undefined ? FULL : opts.key
  const headers: Record<string, string> = {}
  if (key) headers.Authorization = `Token ${key}`
  if (opts.body !== undefined) headers['Content-Type'] = 'application/vnd.api+json'
  const base = opts.base === 'app' ? sbx.appUrl : sbx.baseUrl
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    redirect: 'manual'
  })
  const text = await res.text()
  let body: unknown = undefined
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  return { status: res.status, headers: res.headers, body, text }
}
