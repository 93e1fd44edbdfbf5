/**
 * "Open original" for a document that came by email: there is no file on this computer, so the
 * service's copy is fetched into a fresh private folder and opened from there. The sender chose
 * the attachment's name and the service repeats its content type, so neither decides what
 * program opens it: the bytes do. Only a PDF or one of a few image types is handed to the
 * default program, under a file name whose extension matches what the bytes are.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { IntakeItem } from '@shared/intake'
import { RouteError } from '../../errors/routeError'
import type { RouteDeps } from './deps'
import { sniffMediaType } from './originalPreview'

const EXTENSION: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp'
}

/** The name's stem, reduced to characters every file system takes, with `ext` added. */
export function safeLocalName(name: string, ext: string): string {
  const stem = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120)
  return `${stem || 'original'}${ext}`
}

/** Fetches the service's copy of a mailed item's document and opens it; see the module comment. */
export async function openMailedOriginal(deps: RouteDeps, item: IntakeItem): Promise<void> {
  if (!item.documentId) throw new RouteError('not_found', 'The service has no copy of this file.')
  const url = await deps.client().downloadUrl(item.documentId)
  if (!/^https?:$/.test(new URL(url).protocol)) {
    throw new RouteError('malformed', 'The service gave an address that is not a web address.')
  }
  const res = await (deps.fetch ?? fetch)(url)
  if (!res.ok)
    throw new RouteError('upstream', 'The service did not send the file.', `HTTP ${res.status}`)
  const bytes = Buffer.from(await res.arrayBuffer())
  const ext = EXTENSION[sniffMediaType(bytes.subarray(0, 16)) ?? '']
  if (!ext) {
    throw new RouteError(
      'file',
      `"${item.name}" is not a PDF or an image, so it is not opened from here. Download the service's copy instead.`
    )
  }
  // mkdtemp makes a folder only this user can enter, under a name nobody could guess before.
  const dir = await mkdtemp(join(tmpdir(), 'dropdock-original-'))
  const path = join(dir, safeLocalName(item.name, ext))
  await writeFile(path, bytes, { mode: 0o600, flag: 'wx' })
  const problem = await deps.shell.openPath(path)
  if (problem) throw new RouteError('file', 'The file could not be opened.', problem)
}
