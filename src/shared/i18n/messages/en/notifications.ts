import type { ErrorKind } from '../../../intake'
import type { StorageKind } from '../../../storageProblem'

/** Desktop notifications: one file named, several counted; the disk under Dropdock's data. */
export default {
  document: 'document',
  extracted: {
    title: '{name} is ready',
    body: 'Read as {type}.',
    bodyLinked: 'Read as {type}, linked to {numbers}.'
  },
  duplicate: {
    title: '{name} was already sent',
    body: 'The service already has this file.'
  },
  extractionFailed: {
    title: '{name}: data not read',
    body: 'Classified as {type}, but its data could not be extracted.'
  },
  empty: {
    title: '{name} was not sent',
    body: 'Not sent: the file is empty.'
  },
  stalled: {
    title: '{name} is taking too long',
    body: 'The service has not finished it. Open it to retry.'
  },
  failed: {
    title: '{name} could not be sent',
    body: '{reason} Open it for details.',
    bodyUnknown: 'Open it to see why.',
    reason: {
      auth: 'The service refused the API key.',
      forbidden: 'The service does not allow this.',
      validation: 'The service did not accept this file.',
      not_found: 'The service could not find it.',
      duplicate: 'The service already has this file.',
      rate_limited: 'The service is busy.',
      upstream: 'The service had a problem.',
      network: 'The service could not be reached.',
      timeout: 'The service took too long to answer.',
      malformed: 'The service sent an answer Dropdock cannot read.',
      internal: 'Something went wrong inside Dropdock.',
      unexpected_answer: 'The service answered in an unexpected way.',
      answer_too_large: 'The service’s answer was too large.',
      file: 'The file could not be read.',
      checksum: 'The file changed while it was being sent.',
      too_large: 'The file is too large for the service.',
      not_a_document:
        'The file is not a document the service can read (an archive, an Office file or unknown bytes): send a PDF, an image or a text file.'
    } satisfies Record<ErrorKind, string>
  },
  batch: {
    titleAttention: 'Some documents need attention',
    titleDone: 'Documents processed',
    ready: '{n} document is ready | {n} documents are ready',
    attention: '{n} needs your attention | {n} need your attention',
    body: '{parts}.',
    separator: ', '
  },
  drop: {
    refusedTitle: '{n} dropped file was not taken | {n} dropped files were not taken',
    refusedLine: '{name}: {reason}'
  },
  storage: {
    pausedTitle: 'Dropdock has paused intake',
    resumedTitle: 'Dropdock goes on',
    resumedBody: 'Its data can be written again; intake has resumed.',
    problem: {
      full: "The disk holding Dropdock's data is full: {path}",
      denied: 'Dropdock is not allowed to write its data in {path} (permission denied).',
      readOnly: "The disk holding Dropdock's data is read-only: {path}",
      io: "The disk holding Dropdock's data failed to write (input/output error): {path}",
      notFolder: '{path} is a file, not a folder Dropdock can keep its data in.',
      other: 'Dropdock could not write its data in {path} ({code}).'
    } satisfies Record<StorageKind, string>
  }
}
