/**
 * Reusable valibot pieces for IPC input: paths, ids, numbers, URLs. Settings fields live in
 * src/shared/settingsSchema.ts. Limits are deliberately tight; each refusal says what was wrong so the renderer can show it.
 */
import { isAbsolute } from 'node:path'
import * as v from 'valibot'
import { IPC_MAX_BYTES, IPC_MAX_PATHS } from '@shared/ipc'
import { MAX_PATH_LENGTH } from '@shared/settingsSchema'

/** The contract's limits (src/shared/ipc.ts), under the names the schemas use. */
export const MAX_PATHS = IPC_MAX_PATHS
const MAX_BYTES = IPC_MAX_BYTES

/** True when a path climbs out of where it points (`..` as a segment, either separator). */
export function hasTraversal(path: string): boolean {
  return path.split(/[\\/]+/).some((segment) => segment === '..')
}

export const absolutePath = v.pipe(
  v.string('a path must be text'),
  v.nonEmpty('a path must not be empty'),
  v.maxLength(MAX_PATH_LENGTH, `a path must be at most ${MAX_PATH_LENGTH} characters`),
  v.check((p) => !p.includes('\0'), 'a path must not contain a NUL character'),
  // UNC and device paths (\\host\share, //host/share, \\?\…): on Windows, touching one makes
  // the OS authenticate to that host with the clerk's credentials (NTLM). IT can still preset a
  // network folder through managed settings; the renderer cannot name one.
  v.check((p) => !/^[\\/]{2}/.test(p), 'a path must not be a network (UNC) or device path'),
  v.check((p) => isAbsolute(p), 'a path must be absolute'),
  v.check((p) => !hasTraversal(p), 'a path must not contain ".." segments')
)

export const itemId = v.pipe(
  v.string('an item id must be text'),
  v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'an item id is letters, digits, "-" or "_" (at most 100)')
)

/** A document of the service's, as the window names a part of a file (ItemPart.documentId). */
export const documentId = v.pipe(
  v.string('a document id must be text'),
  v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'a document id is letters, digits, "-" or "_" (at most 100)')
)

export const itemIds = v.pipe(
  v.array(itemId, 'ids must be a list'),
  v.maxLength(MAX_PATHS, `at most ${MAX_PATHS} ids at once`)
)

export const fileName = v.pipe(
  v.string('a file name must be text'),
  v.nonEmpty('a file name must not be empty'),
  v.maxLength(255, 'a file name must be at most 255 characters'),
  v.check((n) => !/[\\/\0]/.test(n), 'a file name must not contain "/", "\\" or NUL'),
  v.check((n) => n !== '.' && n !== '..', 'a file name must not be "." or ".."')
)

/** Base64 of a 16-byte MD5 digest. */
export const md5Base64 = v.pipe(
  v.string('the MD5 must be text'),
  v.regex(/^[A-Za-z0-9+/]{22}==$/, 'the MD5 must be the Base64 of a 16-byte digest')
)

export const bytes = v.pipe(
  v.instance(Uint8Array, 'bytes must be a Uint8Array'),
  v.check((b) => b.byteLength <= MAX_BYTES, `the file is larger than ${MAX_BYTES / 1048576} MiB`)
)

/** A container, bill-of-lading or booking number as a clerk types it. */
export const shippingNumber = v.pipe(
  v.string('a number must be text'),
  v.trim(),
  v.nonEmpty('type a number first'),
  v.maxLength(64, 'a number must be at most 64 characters'),
  v.regex(/^[A-Za-z0-9 ./-]+$/, 'a number has only letters, digits, spaces, ".", "/" or "-"')
)

export const scac = v.pipe(
  v.string('a carrier code must be text'),
  v.regex(/^[A-Z]{2,4}$/, 'a carrier code (SCAC) is 2 to 4 capital letters')
)

/** An API key: printable ASCII without spaces. Its value never appears in a message. */
export const apiKey = v.pipe(
  v.string('the API key must be text'),
  v.trim(),
  v.nonEmpty('the API key is empty'),
  v.maxLength(512, 'the API key is longer than 512 characters'),
  v.regex(/^[\x21-\x7e]+$/, 'the API key may contain only printable characters without spaces')
)
