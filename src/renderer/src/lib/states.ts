import type { FileState } from '@shared/intake'

export type Tone = 'neutral' | 'active' | 'good' | 'warn' | 'bad'

export interface StateText {
  /** Short word for the chip. */
  label: string
  /** What it means, in the clerk's words. */
  sentence: string
  tone: Tone
}

/** Plain words for every state a file can be in; the chip and the row's second line use them. */
export const STATE_TEXT: Readonly<Record<FileState, StateText>> = {
  detected: { label: 'Found', sentence: 'Found, about to be checked', tone: 'neutral' },
  waiting: { label: 'Waiting', sentence: 'Waiting for the file to finish saving', tone: 'neutral' },
  queued: { label: 'Queued', sentence: 'In line to be sent', tone: 'neutral' },
  hashing: {
    label: 'Checking',
    sentence: 'Reading the file to take its fingerprint',
    tone: 'active'
  },
  uploading: { label: 'Uploading', sentence: 'Sending the file to the service', tone: 'active' },
  submitted: {
    label: 'Sent',
    sentence: 'Sent; the service is working out what kind of document it is',
    tone: 'active'
  },
  classified: {
    label: 'Classified',
    sentence: 'Type recognised; the service is reading its data',
    tone: 'active'
  },
  extracted: { label: 'Extracted', sentence: 'Done: data read and linked', tone: 'good' },
  extraction_failed: {
    label: 'Not read',
    sentence: 'The service could not read the data in this document',
    tone: 'bad'
  },
  stalled: {
    label: 'Stalled',
    sentence: 'The service has not finished with it in the usual time',
    tone: 'warn'
  },
  duplicate: {
    label: 'Duplicate',
    sentence: 'Already sent before; points to the existing document',
    tone: 'good'
  },
  empty: {
    label: 'Empty',
    sentence: 'Not sent: the file is empty (0 bytes)',
    tone: 'bad'
  },
  failed: { label: 'Failed', sentence: 'Could not be sent', tone: 'bad' },
  retrying: { label: 'Retrying', sentence: 'A temporary problem; trying again soon', tone: 'warn' },
  paused: {
    label: 'Paused',
    sentence: 'Intake is paused; it will continue when resumed',
    tone: 'neutral'
  },
  cancelled: { label: 'Cancelled', sentence: 'Taken out of intake', tone: 'neutral' }
}
