import type { IntakeItem } from '@shared/intake'

/**
 * Why an item is where it is and what the clerk can do about it, for the states that need a
 * word beyond the chip. Null when the chip says enough.
 */
export function explainItem(item: IntakeItem): string | null {
  switch (item.state) {
    case 'duplicate': {
      const other = item.duplicateOf?.name ? ` as “${item.duplicateOf.name}”` : ''
      return `The service already has this exact file${other}. Nothing was created twice: this entry points to the existing document, so there is nothing to do.`
    }
    case 'failed':
      return `Dropdock stopped trying to send this file${item.lastError ? `: ${item.lastError.message}` : '.'} Fix the cause, then press Retry. “Copy error” gives the details for your IT department.`
    case 'empty':
      return 'This file has no content (0 bytes), so it was not sent. It was probably saved or scanned before the program writing it had finished. Save or scan it again; a watched folder picks up the new version by itself.'
    case 'stalled':
      return 'The service accepted this document but has not finished classifying or reading it in the usual time. Press Reclassify or Re-extract to ask again; if it keeps stalling, the service may be slow today.'
    case 'extraction_failed':
      return 'The service recognised the document but could not read its data (a poor scan, or an unexpected layout). Check that the type is right — change it below if not — then press Re-extract.'
    case 'retrying': {
      const when = item.nextAttemptAt
        ? new Date(item.nextAttemptAt).toLocaleTimeString(undefined, {
            hour: '2-digit',
            minute: '2-digit'
          })
        : 'soon'
      return `A temporary problem${item.lastError ? ` (${item.lastError.message})` : ''}. Dropdock tries again at ${when} by itself (attempt ${item.attempts + 1}).`
    }
    case 'paused':
      return 'Intake is paused. This file continues where it stopped when you press Resume.'
    default:
      return null
  }
}

/** Text for "Copy error": what IT needs, never shown in the window itself. */
export function errorReport(item: IntakeItem): string {
  const lines = [
    `File: ${item.name}`,
    `State: ${item.state}`,
    `Attempts: ${item.attempts}`,
    `Updated: ${item.updatedAt}`
  ]
  if (item.documentId) lines.push(`Document: ${item.documentId}`)
  if (item.lastError) {
    lines.push(`Error kind: ${item.lastError.kind}`, `Message: ${item.lastError.message}`)
    if (item.lastError.detail) lines.push(`Detail: ${item.lastError.detail}`)
  }
  return lines.join('\n')
}
