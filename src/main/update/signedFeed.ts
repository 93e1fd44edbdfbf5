/**
 * The Linux update check electron-updater lacks. It verifies the SHA-512 of a downloaded
 * AppImage against `latest-linux.yml`, but that feed rides on TLS alone: whoever controls the
 * feed folder (or its server) can publish any AppImage with its matching hash, or an old
 * release's feed under a new version. Here the feed text is checked against a detached Ed25519
 * signature (`latest-linux.yml.sig`, Base64) made with the release key, whose public half ships
 * in the app's resources, and the release it vouches for (a version and its files' hashes) is
 * read; installCheck.ts holds it against the update electron-updater downloaded.
 */
import { createPublicKey, verify } from 'node:crypto'

/** The public key's file in the app's resources (PEM, Ed25519). */
export const UPDATE_KEY_FILE = 'update-signing.pub'
/** The signature's name beside the feed file. */
export const SIGNATURE_SUFFIX = '.sig'

/** What a signed feed vouches for: one release's version and the files it is made of. */
export interface SignedRelease {
  version: string
  /** Each file's address as the feed writes it, and its SHA-512 (Base64). */
  files: { url: string; sha512: string }[]
}

export type FeedCheck = { ok: true; release: SignedRelease } | { ok: false; reason: string }

/** A YAML scalar as electron-builder writes them: bare, 'single' ('' for ') or "double". */
function scalar(raw: string): string {
  const v = raw.trim()
  const quoted = (q: string) => v.length >= 2 && v.startsWith(q) && v.endsWith(q)
  if (quoted("'")) return v.slice(1, -1).replace(/''/g, "'")
  if (quoted('"')) return v.slice(1, -1)
  return v
}

const TOP_KEY = /^([A-Za-z0-9_]+):(.*)$/
const FILE_KEY = /^\s+(-\s+)?([A-Za-z0-9_]+):(.*)$/

/**
 * The release an electron-builder feed describes: `version`, and `files` (each `url` and
 * `sha512`), else the legacy top-level `path` and `sha512`, as electron-updater reads them.
 * Other keys, and indented text under them (release notes), are not read; a key named twice
 * is refused, so no reader can take the other one.
 */
export function parseFeed(text: string): SignedRelease | { error: string } {
  const top = new Map<string, string>()
  const files: Record<string, string>[] = []
  let inFiles = false
  for (const line of text.split(/\r?\n/)) {
    const key = TOP_KEY.exec(line)
    if (key) {
      if (top.has(key[1])) return { error: `it names ${key[1]} twice` }
      top.set(key[1], scalar(key[2]))
      inFiles = key[1] === 'files' && key[2].trim() === ''
      continue
    }
    const entry = inFiles ? FILE_KEY.exec(line) : null
    if (!entry) continue
    if (entry[1] || files.length === 0) files.push({})
    const file = files[files.length - 1]
    if (entry[2] in file) return { error: `a file in it names ${entry[2]} twice` }
    file[entry[2]] = scalar(entry[3])
  }
  const version = top.get('version')
  if (!version) return { error: 'it names no version' }
  const path = top.get('path')
  const sha512 = top.get('sha512')
  const entries = files.length > 0 ? files : path && sha512 ? [{ url: path, sha512 }] : []
  if (entries.length === 0) return { error: 'it names no file' }
  if (entries.some((f) => !f.url || !f.sha512))
    return { error: 'a file in it has no url or sha512' }
  return { version, files: entries.map((f) => ({ url: f.url, sha512: f.sha512 })) }
}

/**
 * Checks the feed's bytes against the detached signature with the release's public key, and
 * returns the release a signed feed vouches for; a bad key, signature or feed is refused with
 * the reason.
 */
export function checkSignedFeed(
  feed: Uint8Array,
  signatureBase64: string,
  publicKeyPem: string
): FeedCheck {
  let valid: boolean
  try {
    const key = createPublicKey(publicKeyPem)
    if (key.asymmetricKeyType !== 'ed25519') {
      return { ok: false, reason: 'the update signing key is not an Ed25519 key' }
    }
    valid = verify(null, feed, key, Buffer.from(signatureBase64.trim(), 'base64'))
  } catch (err) {
    return {
      ok: false,
      reason: `the update signature could not be checked: ${(err as Error).message}`
    }
  }
  if (!valid) return { ok: false, reason: 'the update feed does not match its signature' }
  const release = parseFeed(Buffer.from(feed).toString('utf8'))
  if ('error' in release) {
    return { ok: false, reason: `the signed update feed cannot be read: ${release.error}` }
  }
  return { ok: true, release }
}
