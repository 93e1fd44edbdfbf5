/**
 * The path the API is mounted under. Resource links start with it, so resolving one against the
 * base URL (which already ends with it) keeps the version instead of dropping it.
 */
export const API_PREFIX = '/v2'
