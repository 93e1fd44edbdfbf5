import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Where the renderer comes from: the Vite dev server in development, the built file otherwise. */
export type RendererTarget = { kind: 'url'; url: string } | { kind: 'file'; path: string }

/** Picks the dev server only for unpackaged runs that electron-vite started with a URL. */
export function rendererTarget(opts: {
  isPackaged: boolean
  devUrl: string | undefined
  mainDir: string
}): RendererTarget {
  if (!opts.isPackaged && opts.devUrl) return { kind: 'url', url: opts.devUrl }
  return { kind: 'file', path: join(opts.mainDir, '../renderer/index.html') }
}

/**
 * True when `candidate` is our renderer page: the same origin as the dev server, or exactly our
 * index.html file (any query or hash). Parsed with URL, never by string prefix.
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
  const own = pathToFileURL(target.path)
  return url.protocol === 'file:' && url.host === '' && url.pathname === own.pathname
}
