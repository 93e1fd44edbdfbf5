/** Documents that came by email to the account's document alias: the inbox and the detail. */
export default {
  /** Where a mailed document came from, in the inbox's folder column and filter. */
  origin: 'Email',
  /** When the service received the mail (beside "Sent", the sender's own time). */
  received: 'Received',
  /** Heading over the other attachments of the same mail. */
  siblings: 'Also in this email',
  /** The sibling list's name for a type not known yet. */
  unclassified: 'Type not known yet',
  /** Under the preview of a mailed document: there never was a file on this computer. */
  serviceCopy: 'This document came by email; this is the service’s copy.'
}
