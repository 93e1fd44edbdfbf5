/**
 * What the sandbox's inbound mail route takes, each limit once. A message past one is refused
 * whole (413 or 422, naming the limit), before any document is made: the route runs in the
 * process that owns the sandbox and reads what any mail sender wrote.
 */

/** Largest message, as mail servers cap it (25 MiB): checked on Content-Length and while read. */
export const MAIL_MAX_BYTES = 25 * 1024 * 1024

/** Messages a minute the route takes (all senders of one sandbox together). */
export const MAIL_PER_MINUTE = 60

/** Deepest nesting of multiparts (the message itself is depth 0). */
export const MAIL_MAX_DEPTH = 8

/** Most MIME parts one message may hold (each attachment may become a document). */
export const MAIL_MAX_PARTS = 100

/** Longest multipart boundary (RFC 2046: 1 to 70 characters); a longer one splits nothing. */
export const MAIL_MAX_BOUNDARY_CHARS = 70

/**
 * Most bytes all parts of one message may decode to, together: what a 25 MiB message of
 * base64 attachments holds (about 18.75 MiB), with room; 8-bit parts could exceed it.
 */
export const MAIL_MAX_DECODED_BYTES = 20 * 1024 * 1024

/**
 * Largest header block of one entity (the message's or a part's). Real mail's blocks, with
 * their Received and signature lines, hold a few KiB; RFC 5322 lines stop at 998 characters.
 */
export const MAIL_MAX_HEADER_BYTES = 64 * 1024
