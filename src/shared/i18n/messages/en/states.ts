import type { FileState } from '../../../intake'

/** Each file state in the clerk's words: a short label for the chip, a sentence for the row. */
export default {
  label: {
    waiting: 'Waiting',
    queued: 'Queued',
    hashing: 'Checking',
    uploading: 'Uploading',
    submitted: 'Sent',
    classified: 'Classified',
    extracted: 'Extracted',
    extraction_failed: 'Not read',
    stalled: 'Stalled',
    duplicate: 'Duplicate',
    empty: 'Empty',
    failed: 'Failed',
    retrying: 'Retrying',
    paused: 'Paused',
    cancelled: 'Cancelled'
  },
  sentence: {
    waiting: 'Waiting for the file to finish saving',
    queued: 'In line to be sent',
    hashing: 'Reading the file to take its fingerprint',
    uploading: 'Sending the file to the service',
    submitted: 'Sent; the service is working out what kind of document it is',
    classified: 'Type recognised; the service is reading its data',
    extracted: 'Done: data read and linked',
    extraction_failed: 'The service could not read the data in this document',
    stalled: 'The service has not finished with it in the usual time',
    duplicate: 'Already sent before; points to the existing document',
    empty: 'Not sent: the file is empty (0 bytes)',
    failed: 'Could not be sent',
    retrying: 'A temporary problem; trying again soon',
    paused: 'Intake is paused; it will continue when resumed',
    cancelled: 'Taken out of intake'
  },
  /** A file on its way while the disk refuses Dropdock's data: it waits, whatever its state. */
  held: {
    label: 'Waiting for the disk',
    sentence: 'Dropdock cannot save its data; this file goes on by itself once it can'
  }
} satisfies {
  label: Record<FileState, string>
  sentence: Record<FileState, string>
  held: { label: string; sentence: string }
}
