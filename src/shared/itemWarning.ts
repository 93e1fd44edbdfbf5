/** What a watched folder's action could not do once a file's outcome was reached. */

/**
 * What a watched folder's action on a finished file could not do: move it, delete it, or write
 * the reason file beside a file it did move to Failed/.
 */
export const ITEM_WARNING_KINDS = ['not_moved', 'not_deleted', 'no_reason_file'] as const

export type ItemWarningKind = (typeof ITEM_WARNING_KINDS)[number]

/**
 * Why a folder's action was refused, when the clerk can be told in words of their own
 * (`detail.warning.cause.<cause>`): the folder does not let Dropdock move or remove the file
 * (EPERM, EACCES: another user's file in a shared folder), it is read-only (EROFS), the
 * subfolder is a link or not a folder, or its name and the one numbered alternative are taken.
 * The file stays where it was in each case.
 */
export const ITEM_WARNING_CAUSES = [
  'no_permission',
  'read_only',
  'link',
  'not_a_folder',
  'name_taken'
] as const

export type ItemWarningCause = (typeof ITEM_WARNING_CAUSES)[number]

export interface ItemWarning {
  kind: ItemWarningKind
  /** The subfolder it should have gone to (`Done`, `Failed`, `Duplicates`); null for a delete. */
  folder: string | null
  /**
   * The engine's English for the refusal, with the system's words when it gave them ("not
   * permitted to move it out of this folder (EPERM: operation not permitted, unlink …)").
   */
  reason: string
  /** The system's code (EACCES, EEXIST, EXDEV…), when it gave one. */
  code: string | null
  /** Why, in the clerk's words, when it is one of ITEM_WARNING_CAUSES (older records: none). */
  cause?: ItemWarningCause | null
}
