import { isServiceError, ServiceError } from '../../engine/client/errors'

/**
 * Runs a lookup of `number`; a refusal of the number itself (422) names it, so that a script
 * looking up many numbers can tell which one was refused.
 */
export async function namingTheNumber<T>(
  what: 'look up' | 'track',
  number: string,
  lookup: () => Promise<T>
): Promise<T> {
  try {
    return await lookup()
  } catch (err) {
    if (!isServiceError(err, 'validation')) throw err
    throw new ServiceError({
      kind: err.kind,
      status: err.status,
      message: `Could not ${what} "${number}": ${err.message}`,
      ...(err.detail !== undefined ? { detail: err.detail } : {}),
      transient: false
    })
  }
}
