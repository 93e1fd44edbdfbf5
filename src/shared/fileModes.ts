/**
 * Modes of what Dropdock keeps for itself (ledger, journal, lock, spooled bytes, the sandbox's
 * data and document copies): only the clerk's account may read them. Ignored on Windows, whose
 * per-user folders are private already.
 */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600
