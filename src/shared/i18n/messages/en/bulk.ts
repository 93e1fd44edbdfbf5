/** Acting on the inbox's selection: the actions, their one summary notice, the CSV export. */
export default {
  label: 'Act on the selected files',
  type: 'Document type for the selected files',
  typePlaceholder: 'Set document type…',
  setType: 'Set type',
  remove: 'Remove',
  exportCsv: 'Export CSV',
  /** Between the parts of one summary: "12 re-extracted, 3 skipped: not yet sent". */
  joiner: ', ',
  done: {
    setType: '{n} set to {type} | {n} set to {type}',
    reclassify: '{n} reclassified | {n} reclassified',
    reextract: '{n} re-extracted | {n} re-extracted',
    relink: '{n} relinked | {n} relinked',
    retry: '{n} retrying | {n} retrying',
    remove: '{n} removed | {n} removed'
  },
  skipped: '{n} skipped: {reason} | {n} skipped: {reason}',
  reason: {
    notSent: 'not yet sent',
    inFlight: 'still being processed',
    duplicate: 'a duplicate of another document',
    notRetryable: 'nothing to retry',
    sameType: 'already that type',
    gone: 'no longer in the inbox',
    refused: 'the service refused'
  },
  /** "Track their numbers": the detail's "Track this number" for each selected document. */
  track: {
    action: 'Track their numbers',
    working: 'Tracking the numbers: {done} of {total}…',
    openFirst: 'Choose a carrier for the first',
    end: {
      linked: '{n} tracked and relinked | {n} tracked and relinked',
      notLinked: '{n} tracked, not linked yet | {n} tracked, not linked yet',
      pending:
        '{n} still being tracked, linked by itself once tracked | {n} still being tracked, linked by itself once tracked',
      failed: '{n} could not be tracked | {n} could not be tracked',
      invalid:
        '{n} has a number the service calls invalid | {n} have a number the service calls invalid',
      carrier: '{n} needs a carrier choice | {n} need a carrier choice',
      several:
        '{n} has several numbers: choose one in its detail | {n} have several numbers: choose one in their detail',
      noNumber: '{n} has no number | {n} have no number',
      notNeeded: '{n} not waiting for a shipment | {n} not waiting for a shipment',
      refused: '{n} not asked: {reason} | {n} not asked: {reason}'
    }
  },
  exported: '{n} file exported to {path} | {n} files exported to {path}',
  failed: {
    setType: 'The document type of the selected files could not be set: {reason}',
    reclassify: 'The selected files could not be reclassified: {reason}',
    reextract: 'The selected files could not be re-extracted: {reason}',
    relink: 'The selected files could not be relinked: {reason}',
    retry: 'The selected files could not be retried: {reason}',
    remove: 'The selected files could not be removed: {reason}',
    exportCsv: 'The selected files could not be exported: {reason}'
  },
  /** The CSV export's column headers the inbox's own columns do not name. */
  csv: {
    received: 'Received',
    containers: 'Containers',
    documentId: 'Document ID',
    serviceLink: 'Link in the service',
    pages: 'Pages',
    duplicateOf: 'Possible duplicate of'
  }
  /** Main's native question before removing the selected files. */
}
