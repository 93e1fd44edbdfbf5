import type { FileReason } from '../../shared/intake'
import { ServiceError } from '../client/errors'
import { NOT_REGULAR_CODE } from './openRegular'

/**
 * A ServiceError of kind 'file' for a local file problem, with a message that names the file.
 * `code` is the Node error code, or 'changed' / 'vanished' for what the engine detected itself.
 */
export function fileError(name: string, err: unknown): ServiceError {
  const code = (err as { code?: unknown } | null)?.code
  switch (code) {
    // ENOTDIR: a folder on the way was replaced by a file; the file is no longer there either.
    case 'ENOENT':
    case 'ENOTDIR':
      return new ServiceError({
        kind: 'file',
        code: 'vanished',
        transient: false,
        message: `"${name}" is no longer there: it was moved or deleted before it could be sent.`
      })
    case 'EACCES':
    case 'EPERM':
      return new ServiceError({
        kind: 'file',
        code: 'unreadable',
        transient: false,
        message: `Dropdock is not allowed to read "${name}" (permission denied).`
      })
    case 'EISDIR':
      return new ServiceError({
        kind: 'file',
        code: 'not_a_file',
        transient: false,
        message: `"${name}" is a folder, not a file.`
      })
    case NOT_REGULAR_CODE:
      return new ServiceError({
        kind: 'file',
        code: 'not_regular',
        transient: false,
        message: `"${name}" is not a regular file (a pipe or device); it was not read.`
      })
    case 'EBUSY':
    case 'EAGAIN':
      return new ServiceError({
        kind: 'file',
        code: 'busy',
        transient: true,
        message: `"${name}" is locked by another program; it will be tried again.`
      })
    default:
      return new ServiceError({
        kind: 'file',
        code: typeof code === 'string' ? code : 'unreadable',
        transient: false,
        message: `"${name}" could not be read${err instanceof Error ? `: ${err.message}` : '.'}`
      })
  }
}

/** The file is not the one that was hashed any more; the caller sends it back through the gate. */
export function fileChangedError(name: string): ServiceError {
  return new ServiceError({
    kind: 'file',
    code: 'changed',
    transient: true,
    message: `"${name}" changed while it was being sent; it will be checked and sent again once it is stable.`
  })
}

/**
 * The file's name now leads through a link (FileReason `link`): refused, never followed, since a
 * link can lead to the clerk's own private files. Not retried: the name must be put right first.
 */
export function linkRefusal(name: string): ServiceError {
  return new ServiceError({
    kind: 'file',
    code: 'link' satisfies FileReason,
    transient: false,
    message: `"${name}" changed into a link while it was waiting: not sent.`
  })
}

/** A folder between the watched folder and the file is a link now (FileReason `folder_link`). */
export function folderLinkRefusal(name: string, folder: string): ServiceError {
  return new ServiceError({
    kind: 'file',
    code: 'folder_link' satisfies FileReason,
    transient: false,
    message: `"${name}" is in a folder that was changed into a link ("${folder}"): not sent.`
  })
}
