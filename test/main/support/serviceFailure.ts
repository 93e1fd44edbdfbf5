import { expect } from 'vitest'
import { ServiceError } from '../../../src/engine/client/errors'

/** The ServiceError a call rejects with (the test fails when it resolves or throws another). */
export async function failure(p: Promise<unknown>): Promise<ServiceError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(ServiceError)
  return err as ServiceError
}
