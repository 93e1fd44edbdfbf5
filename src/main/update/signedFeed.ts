/**
 * The Linux update check electron-updater lacks. It verifies the SHA-512 of a downloaded
 * AppImage against `latest-linux.yml`, but that feed rides on TLS alone: whoever controls the
 * feed folder (or its server) can publish any AppImage with its matching hash. Here the feed
 * text is checked against a detached Ed25519 signature (`latest-linux.yml.sig`, Base64) made
 * with the release key, whose public half ships in the app's resources; an update is installed
 * only when every SHA-512 electron-updater checked the download against is one the signed feed
 * names.
 */
import { createPublicKey, verify } from 'node:crypto'

/** The public key's file in the app's resources (PEM, Ed25519). */
export const UPDATE_KEY_FILE = 'update-signing.pub'
/** The signature's name beside the feed file. */
export const SIGNATURE_SUFFIX = '.sig'

export type FeedCheck = { ok: true; sha512: Set<string> } | { ok: false; reason: string }

/** The `sha512:` values of an electron-updater feed (the files' and the legacy top-level one). */
function sha512Values(feedText: string): Set<string> {
  const found = new Set<string>()
  for (const m of feedText.matchAll(/^[\s-]*sha512:\s*['"]?([A-Za-z0-9+/=]+)['"]?\s*$/gm)) {
    found.add(m[1])
  }
  return found
}

/**
 * Checks the feed's bytes against the detached signature with the release's public key, and
 * returns the SHA-512 values a signed feed vouches for; a bad key, signature or feed is refused
 * with the reason.
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
  const sha512 = sha512Values(Buffer.from(feed).toString('utf8'))
  if (sha512.size === 0) return { ok: false, reason: 'the signed update feed names no file' }
  return { ok: true, sha512 }
}

/** What electron-updater reports of the update it downloaded (its feed entry). */
export interface DownloadedUpdate {
  sha512?: string
  files?: { sha512?: string }[]
}

/** Whether every hash electron-updater checked the download against is one the signed feed names. */
export function isSignedUpdate(update: DownloadedUpdate, signed: Set<string>): boolean {
  const hashes = [...(update.files ?? []).map((f) => f.sha512), update.sha512].filter(
    (h): h is string => typeof h === 'string'
  )
  return hashes.length > 0 && hashes.every((h) => signed.has(h))
}
