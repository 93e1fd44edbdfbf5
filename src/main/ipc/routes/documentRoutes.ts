import { writeFile } from 'node:fs/promises'
import { DOCUMENT_HEAD_BYTES, bytesMatchName } from '@shared/documentBytes'
import { isOpenableDocument } from '@shared/fileTypes'
import type { IntakeItem } from '@shared/intake'
import { keptParts } from '@shared/outcome'
import { isAllowedExternalUrl } from '../../window/externalLinks'
import { RouteError } from '../../errors/routeError'
import { describeFailureWith } from '../routeError'
import type { RouteDeps } from './deps'
import { DETAIL_INCLUDE, buildDocumentDetail, emailSiblingsOf, localDetail } from './documentDetail'
import { openLocalFile, readHead } from './localFile'
import { openMailedOriginal } from './mailedOriginal'
import { readOriginalPreview } from './originalPreview'
import type { RouteHandlers } from './types'
import { trackDocumentNumber } from '../../../engine/track/trackNumber'
import { currentVersions } from '../../../engine/intake/corrections'
import type { ServiceClient } from '../../../engine/client/serviceClient'
import type { DocumentDetail } from '@shared/views'
import { systemClock } from '../../../engine/time/clock'

type DocumentCommands =
  | 'document.detail'
  | 'document.types'
  | 'document.schema'
  | 'document.reclassify'
  | 'document.relink'
  | 'document.reextract'
  | 'document.setManualType'
  | 'document.correct'
  | 'document.openOriginal'
  | 'document.preview'
  | 'document.showInFolder'
  | 'document.downloadCopy'
  | 'document.openInWebApp'
  | 'document.openInService'
  | 'document.trackNumber'

/**
 * The schema a document's data is keyed by when the service extracted nothing from it and its
 * type is known (KEYED_DATA); null otherwise, or when the service's schemas cannot be read now.
 */
async function keyedSchemaOf(
  detail: DocumentDetail,
  client: Pick<ServiceClient, 'documentSchemas'>
): Promise<string | null> {
  const type = detail.document?.document_type_manual ?? detail.document?.document_type ?? null
  const payload = detail.representation?.payload
  if (!type || (payload && Object.keys(payload).length > 0)) return null
  try {
    return currentVersions(await client.documentSchemas()).get(type) ?? null
  } catch {
    return null
  }
}

function itemOf(deps: RouteDeps, itemId: string): IntakeItem {
  const item = deps.intake().get(itemId)
  if (!item) throw new RouteError('not_found', 'This file is no longer in the inbox.')
  return item
}

/**
 * The service's document a command acts on: the item's own, or with `partId` one of the parts
 * the service cut the file into. The id comes from the window: a part that is not this item's
 * own (another file's, one made up) is refused before anything is asked of the service.
 */
function documentIdFor(item: IntakeItem, partId: string | undefined): string | null {
  if (partId === undefined) return item.documentId
  const part = item.parts?.find((p) => p.documentId === partId)
  if (!part) throw new RouteError('not_found', `That document is not one of "${item.name}".`)
  return part.documentId
}

/** The item and the part of it a command names, checked (see documentIdFor). */
function partOf(deps: RouteDeps, itemId: string, partId: string | undefined): [string, string?] {
  const item = itemOf(deps, itemId)
  documentIdFor(item, partId)
  return partId === undefined ? [item.id] : [item.id, partId]
}

function localPath(item: IntakeItem): string {
  if (!item.path) {
    throw new RouteError(
      'not_found',
      `"${item.name}" was handed over without a file on this computer.`
    )
  }
  return item.path
}

/** Opens the item's original with the default program, or shows it in its folder. */
async function openOriginal(deps: RouteDeps, itemId: string): Promise<void> {
  // The path comes from intake's own record of the item, never from the window. Links are
  // resolved and the target itself checked: only a regular file with a document extension
  // whose first bytes are that kind of document goes to the default program, by its real
  // path. Anything that could run (a script, a program, a link to one, a program renamed
  // .pdf) or is not a regular file is shown in its folder instead.
  // A mailed document has no file here: the service's copy is opened (mailedOriginal.ts).
  const item = itemOf(deps, itemId)
  if (item.origin.kind === 'email') return openMailedOriginal(deps, item)
  const path = localPath(item)
  const file = await openLocalFile(path)
  if (file.kind === 'gone') {
    throw new RouteError('not_found', 'The file is no longer where it was taken in.')
  }
  let head: Uint8Array = new Uint8Array()
  if (file.kind === 'file') {
    try {
      head = await readHead(file.handle, DOCUMENT_HEAD_BYTES)
    } finally {
      await file.handle.close()
    }
  }
  if (file.kind !== 'file' || !isOpenableDocument(file.real) || !bytesMatchName(file.real, head)) {
    deps.shell.showItemInFolder(path)
    return
  }
  const problem = await deps.shell.openPath(file.real)
  if (problem) throw new RouteError('file', 'The file could not be opened.', problem)
}

/** One document: its detail from the service, corrections, and the ways to open it. */
export function createDocumentRoutes(deps: RouteDeps): RouteHandlers<DocumentCommands> {
  const describe = describeFailureWith(() => [deps.keys.get() ?? ''])
  return {
    'document.detail': async ({ itemId, partId }) => {
      const item = itemOf(deps, itemId)
      const documentId = documentIdFor(item, partId)
      // A file cut here (a clerk's split, a separator rule) has no document of its own at the
      // service: as a whole it is its parts; its `documentId` is its first part's, or the one
      // they replace, whose type, data and links are not the file's.
      const cutHere = partId === undefined && keptParts(item.parts).some((p) => p.by === 'client')
      if (!documentId || cutHere) return localDetail(item, null)
      const client = deps.client()
      const inbox = deps.intake().list()
      try {
        const doc = await client.getDocument(documentId, [...DETAIL_INCLUDE])
        const built = await buildDocumentDetail(item, doc, client, describe, inbox)
        const part = partId === undefined ? {} : { partId }
        return { ...built, keyedSchema: await keyedSchemaOf(built, client), ...part }
      } catch (err) {
        return {
          ...localDetail(item, { part: 'document', error: describe(err) }),
          emailSiblings: emailSiblingsOf(item, inbox)
        }
      }
    },
    'document.types': async () => deps.client().documentTypes(),
    'document.schema': async ({ fullVersion }) =>
      (await deps.client().documentSchema(fullVersion)).data.attributes,
    'document.reclassify': async ({ itemId, partId }) =>
      deps.intake().reclassify(...partOf(deps, itemId, partId)),
    'document.relink': async ({ itemId, partId }) =>
      deps.intake().relink(...partOf(deps, itemId, partId)),
    'document.reextract': async ({ itemId, partId }) =>
      deps.intake().reextract(...partOf(deps, itemId, partId)),
    'document.setManualType': async ({ itemId, partId, type }) => {
      const [id, part] = partOf(deps, itemId, partId)
      return deps.intake().setManualType(id, type, part)
    },
    'document.correct': async ({ itemId, partId, fields, seen, useMine }) => {
      const [id, part] = partOf(deps, itemId, partId)
      return deps.intake().correct(id, fields, { seen, useMine, ...(part ? { partId: part } : {}) })
    },
    'document.openOriginal': async ({ itemId }) => openOriginal(deps, itemId),
    'document.preview': async ({ itemId }) => readOriginalPreview(deps, itemOf(deps, itemId)),
    'document.showInFolder': async ({ itemId }) => {
      deps.shell.showItemInFolder(localPath(itemOf(deps, itemId)))
    },
    'document.downloadCopy': async ({ itemId }) => {
      const item = itemOf(deps, itemId)
      if (!item.documentId)
        throw new RouteError('not_found', 'The service has no copy of this file yet.')
      const url = await deps.client().downloadUrl(item.documentId)
      if (!/^https?:$/.test(new URL(url).protocol)) {
        throw new RouteError('malformed', 'The service gave an address that is not a web address.')
      }
      const target = await deps.dialogs.chooseSaveTarget(item.name)
      if (!target) return null
      const res = await (deps.fetch ?? fetch)(url)
      if (!res.ok)
        throw new RouteError('upstream', 'The service did not send the file.', `HTTP ${res.status}`)
      await writeFile(target, Buffer.from(await res.arrayBuffer()))
      return { savedTo: target }
    },
    'document.openInWebApp': async ({ query }) => openWebApp(deps, deps.client().deepLink(query)),
    'document.openInService': async ({ itemId }) => {
      const item = itemOf(deps, itemId)
      if (!item.documentId)
        throw new RouteError('not_found', 'The service has no copy of this file yet.')
      // The address is built here from intake's own record of the document, never taken from
      // the window, and opened only on the web app's configured origin.
      await openWebApp(deps, deps.client().documentPage(item.documentId))
    },
    // The engine checks the id and that the number is the document's own, not the window.
    'document.trackNumber': async ({ itemId, number, scac }) =>
      trackDocumentNumber(
        { intake: deps.intake(), client: deps.client(), clock: systemClock },
        { itemId, number, ...(scac ? { scac } : {}) }
      )
  }
}

/** Opens a page of the web app in the browser: only an address on its configured origin. */
async function openWebApp(deps: RouteDeps, url: string): Promise<void> {
  if (!isAllowedExternalUrl(url, deps.connection().appUrl)) {
    throw new RouteError(
      'forbidden',
      'That link does not lead to the web app, so it was not opened.'
    )
  }
  // Electronegativity OPEN_EXTERNAL_JS_CHECK: checked just above (https, web app origin);
  // passed as the URL that check parsed (its href), never the raw text.
  await deps.shell.openExternal(new URL(url).href)
}
