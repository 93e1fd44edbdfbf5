/**
 * What the sandbox's inbound mail route takes, each limit once. A message past one is refused
 * whole (413 or 422, naming the limit), before any document is made: the route runs in the
 * process that owns the sandbox and reads what any mail sender wrote.
 */

/** Largest message, as mail servers cap it (25 MiB): checked on Content-Length and while read. */
export const MAIL_MAX_BYTES = 25 * 1024 * 1024

/** Messages a minute the route takes (all senders of one sandbox together). */
export const MAIL_PER_MINUTE = 60

/** Deepest nesting of multiparts and attached messages (the message itself is depth 0). */
export const MAIL_MAX_DEPTH = 8

/** Most MIME parts one message may hold (each attachment may become a document). */
export const MAIL_MAX_PARTS = 100

/** Most bytes all parts of one message may decode to, together. */
export const MAIL_MAX_DECODED_BYTES = 50 * 1024 * 1024

/** Largest header block of one entity (the message's or a part's). */
export const MAIL_MAX_HEADER_BYTES = 256 * 1024
