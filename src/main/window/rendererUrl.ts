import { join } from 'node:path'
import { APP_HOST, APP_SCHEME, appUrl } from './appProtocol'

/**
 * Where the renderer comes from: the Vite dev server in development, otherwise the built files
 * served by main under app://dropdock/ (never file://, whose origin covers every local file).
 */
export type RendererTarget =
  { kind: 'url'; url: string } | { kind: 'app'; url: string; root: string }

/** Picks the dev server only for unpackaged runs that electron-vite started with a URL. */
export function rendererTarget(opts: {
  isPackaged: boolean
  devUrl: string | undefined
  mainDir: string
}): RendererTarget {
  if (!opts.isPackaged && opts.devUrl) return { kind: 'url', url: opts.devUrl }
  return { kind: 'app', url: appUrl('index.html'), root: join(opts.mainDir, '../renderer') }
}

/**
 * True when `candidate` is our renderer page: the same origin as the dev server, or our own
 * app:// host. Parsed with URL, never by string prefix.
 */
export function isOwnRendererUrl(candidate: string, target: RendererTarget): boolean {
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return false
  }
  if (target.kind === 'url') {
    const own = new URL(target.url)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === own.origin
  }
  return (
    url.protocol === `${APP_SCHEME}:` &&
    url.host === APP_HOST &&
    !url.username &&
    !url.password &&
    !url.port
  )
}
