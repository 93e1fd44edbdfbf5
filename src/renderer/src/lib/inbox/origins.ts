import type { IntakeItem } from '@shared/intake'
import type { Words } from '../words'

/** The folder filter's value for files dropped on the window or handed over as bytes. */
export const DROPPED = ':dropped'
/** The folder filter's value for files the command line sent. */
export const COMMAND_LINE = ':cli'
/** The folder filter's value for documents mailed to the account's document alias. */
export const MAILED = ':email'

/** Where an item came from, as the folder filter knows it: its watched folder, or a fixed value. */
export function folderKey(item: IntakeItem): string {
  switch (item.origin.kind) {
    case 'watch':
      return item.origin.folder
    case 'cli':
      return COMMAND_LINE
    case 'email':
      return MAILED
    default:
      return DROPPED
  }
}

/** A folder filter value as the clerk reads it: the folder's path, "Dropped" or "Command line". */
export function folderName(key: string, { t }: Words): string {
  if (key === DROPPED) return t('inbox.folder.dropped')
  if (key === COMMAND_LINE) return t('inbox.folder.cli')
  if (key === MAILED) return t('email.origin')
  return key
}

/** Where an item came from, as the inbox shows it: its watched folder, or "Dropped". */
export function folderOf(item: IntakeItem, words: Words): string {
  return folderName(folderKey(item), words)
}
