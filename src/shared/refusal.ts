import { MAX_FILE_BYTES } from './fileTypes'

/**
 * Why a path handed over (dropped, chosen, given to the CLI) is not taken, whatever the language:
 * it does not exist, is a folder, is not a regular file (device, pipe, socket), is a program, or
 * is larger than MAX_FILE_BYTES. The window and the tray word each one from the catalogs
 * (`errors.refusal.<kind>`), with the values refusalValues() gives.
 */
export const REFUSAL_KINDS = ['missing', 'folder', 'notRegular', 'program', 'tooLarge'] as const
export type RefusalKind = (typeof REFUSAL_KINDS)[number]

/** A path that was not taken: which, why (as data), and main's English sentence for logs and IT. */
export interface Refusal {
  path: string
  kind: RefusalKind
  reason: string
}

/** The file's name and the upload limit as `locale` writes them ("512 MB"), for the catalogs. */
export function refusalValues(
  refused: Pick<Refusal, 'path'>,
  locale: string
): { name: string; limit: string } {
  const megabytes = MAX_FILE_BYTES / 1024 / 1024
  const limit = new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte' }).format(megabytes)
  return { name: refused.path.split(/[\\/]/).pop() ?? refused.path, limit }
}
