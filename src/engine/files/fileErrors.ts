import type { FileReason } from '../../shared/intake'
import { Failure } from '../failures/failure'
import { NOT_REGULAR_CODE } from './openRegular'

/**
/**
 * A problem with a file on this computer (kind 'file', never the service's): `code` is the Node
 * error code, or what the engine detected itself ('vanished', 'changed', a FileReason).
 */
export class FileError extends Failure {
  declare readonly kind: 'file'

  constructor(init: { code: string; transient: boolean; message: string }) {
    super({ kind: 'file', ...init })
    this.name = 'FileError'
  }
}

/** The FileError for a Node error reading `name`, with a message that names the file. */
export function fileError(name: string, err: unknown): FileError {
  const code = (err as { code?: unknown } | null)?.code
  switch (code) {
    // ENOTDIR: a folder on the way was replaced by a file; the file is no longer there either.
    case 'ENOENT':
    case 'ENOTDIR':
      return new FileError({
        code: 'vanished',
        transient: false,
        message: `"${name}" is no longer there: it was moved or deleted before it could be sent.`
      })
    case 'EACCES':
    case 'EPERM':
      return new FileError({
        code: 'unreadable',
        transient: false,
        message: `Dropdock is not allowed to read "${name}" (permission denied).`
      })
    case 'EISDIR':
      return new FileError({
        code: 'not_a_file',
        transient: false,
        message: `"${name}" is a folder, not a file.`
      })
    case NOT_REGULAR_CODE:
      return new FileError({
        code: 'not_regular',
        transient: false,
        message: `"${name}" is not a regular file (a pipe or device); it was not read.`
      })
    case 'EBUSY':
    case 'EAGAIN':
      return new FileError({
        code: 'busy',
        transient: true,
        message: `"${name}" is locked by another program; it will be tried again.`
      })
    default:
      return new FileError({
        code: typeof code === 'string' ? code : 'unreadable',
        transient: false,
        message: `"${name}" could not be read${err instanceof Error ? `: ${err.message}` : '.'}`
      })
  }
}

/** The file is not the one that was hashed any more; the caller sends it back through the gate. */
export function fileChangedError(name: string): FileError {
  return new FileError({
    code: 'changed',
    transient: true,
    message: `"${name}" changed while it was being sent; it will be checked and sent again once it is stable.`
  })
}

/**
 * The file's name now leads through a link (FileReason `link`): refused, never followed, since a
 * link can lead to the clerk's own private files. Not retried: the name must be put right first.
 */
export function linkRefusal(name: string): FileError {
  return new FileError({
    code: 'link' satisfies FileReason,
    transient: false,
    message: `"${name}" changed into a link while it was waiting: not sent.`
  })
}

/** A folder between the watched folder and the file is a link now (FileReason `folder_link`). */
export function folderLinkRefusal(name: string, folder: string): FileError {
  return new FileError({
    code: 'folder_link' satisfies FileReason,
    transient: false,
    message: `"${name}" is in a folder that was changed into a link ("${folder}"): not sent.`
  })
}
