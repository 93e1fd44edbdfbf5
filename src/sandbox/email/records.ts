import type { EmailSubmissionAttributes, EmailSubmissionResource } from '../../shared/service'

export const EMAIL_SUBMISSIONS = 'email_submissions'

/** A mail accepted at the account's document alias; its attachments are documents. */
export interface EmailSubmissionRecord extends EmailSubmissionAttributes {
  id: string
  document_ids: string[]
}

/** The interface's `email_submission` resource. */
export function emailSubmissionResource(rec: EmailSubmissionRecord): EmailSubmissionResource {
  const { id, document_ids: _documents, ...attributes } = rec
  return { id, type: 'email_submission', attributes }
}
