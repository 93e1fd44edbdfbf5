import type { ErrorKind, FileReason } from '../../../intake'
import type { RefusalKind } from '../../../refusal'

/**
 * What went wrong, by error kind, in the clerk's words; and why a file is where it is, for the
 * detail panel. Main's own sentence and the service's detail stay as they are (they are data)
 * and go to "Copy error"; `kind` is typed over ErrorKind, so a new kind without text does not
 * compile.
 */
export default {
  kind: {
    auth: 'The service refused the API key.',
    forbidden: 'The service does not allow this with the current API key.',
    validation: 'The request was refused as not valid.',
    not_found: 'The service could not find what was asked for.',
    duplicate: 'The service already has this file.',
    rate_limited: 'The service is receiving too many requests; Dropdock waits and tries again.',
    upstream: 'The request could not be completed.',
    network: 'The service could not be reached.',
    timeout: 'The service did not answer in time.',
    malformed: 'The service sent an answer Dropdock cannot read.',
    internal: 'Something went wrong inside Dropdock. Copy the error for your IT department.',
    unexpected_answer: 'The service answered in a form Dropdock does not expect.',
    answer_too_large: 'The service’s answer was too large; Dropdock did not read it.',
    file: 'The file could not be read.',
    checksum: 'The file did not arrive intact; it has to be sent again.',
    too_large: 'The file is too large for the service.',
    not_a_document:
      'The file is not a document the service can read (an archive, an Office file or unknown bytes): send a PDF, an image or a text file.'
  } satisfies Record<ErrorKind, string>,
  in: {
    settings: {
      forbidden:
        'The change was not made: your IT department set this, or the change was not confirmed.',
      validation: 'The value was refused as not valid; check it and try again.',
      file: 'The folder could not be read or written.'
    },
    lookup: {
      validation: 'The service did not accept this number. Check it and try again.',
      not_found: 'The service knows nothing under this number.'
    },
    webApp: {
      forbidden: 'Its address is not on the service’s own site, so Dropdock does not open it.',
      validation: 'No web app address is set for this service.'
    },
    document: {
      not_found: 'The file, or the service’s copy of it, could not be found.',
      file: 'The file could not be opened.'
    },
    /** "Split into documents…": main refused the split, or could not read the file for it. */
    split: {
      validation:
        'Dropdock does not split this file as it is now. It may have changed since it was sent, be damaged or locked, or be several documents already.',
      not_found: 'The file is no longer in the inbox.',
      file: 'The file could not be read from this computer.'
    }
  } satisfies Record<string, Partial<Record<ErrorKind, string>>>,
  /** Kind 'file' said more exactly (IntakeError.reason). */
  reason: {
    link: 'The file was changed into a link after Dropdock took it in, so Dropdock did not read it: a link can lead to files that were never meant to be sent.',
    folder_link:
      'A folder on the way to this file was changed into a link after Dropdock took it in, so Dropdock did not read it: a link can lead to files that were never meant to be sent.'
  } satisfies Record<FileReason, string>,
  refusal: {
    missing: 'it is not on this computer (any more)',
    folder: 'it is a folder; drop the files inside it, or watch the folder in Settings',
    notRegular: 'it is a device, pipe or socket, not a file',
    program: 'it is a program or script, not a document',
    tooLarge: 'it is larger than {limit}, the upload limit'
  } satisfies Record<RefusalKind, string>,
  about: '{name}: {reason}',
  explain: {
    duplicate:
      'The service already has this exact file. Nothing was created twice: this entry points to the existing document, so there is nothing to do.',
    duplicateOf:
      'The service already has this exact file as “{name}”. Nothing was created twice: this entry points to the existing document, so there is nothing to do.',
    failed:
      'Dropdock stopped trying to send this file. Fix the cause, then press Retry. “Copy error” gives the details for your IT department.',
    failedBecause:
      'Dropdock stopped trying to send this file: {reason} Fix the cause, then press Retry. “Copy error” gives the details for your IT department.',
    empty:
      'This file has no content (0 bytes), so it was not sent. It was probably saved or scanned before the program writing it had finished. Save or scan it again; a watched folder picks up the new version by itself.',
    stalled:
      'The service accepted this document but has not finished classifying or reading it in the usual time. Press Reclassify or Re-extract to ask again; if it keeps stalling, the service may be slow today.',
    serviceNote: 'The service says: “{note}”',
    extraction_failed:
      'The service recognised the document but could not read its data (a poor scan, or an unexpected layout). Check that the type is right — change it below if not — then press Re-extract.',
    retrying: 'A temporary problem. Dropdock tries again at {time} by itself (attempt {attempt}).',
    retryingBecause:
      'A temporary problem ({reason}). Dropdock tries again at {time} by itself (attempt {attempt}).',
    retryingSoon: 'A temporary problem. Dropdock tries again soon by itself (attempt {attempt}).',
    retryingSoonBecause:
      'A temporary problem ({reason}). Dropdock tries again soon by itself (attempt {attempt}).',
    paused: 'Intake is paused. This file continues where it stopped when you press Resume.'
  }
}
