import { expect } from 'vitest'
import { ServiceError } from '../../../src/engine/client/errors'
import { FileError } from '../../../src/engine/files/fileErrors'

async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => undefined,
    (e: unknown) => e
  )
}

/** The ServiceError a call rejects with (the test fails when it resolves or throws another). */
export async function failure(p: Promise<unknown>): Promise<ServiceError> {
  const err = await rejection(p)
  expect(err).toBeInstanceOf(ServiceError)
  return err as ServiceError
}

/**
 * The FileError a call rejects with: a problem with the local file, never said to be the
 * service's (the test fails when it resolves or throws anything else).
 */
export async function fileFailure(p: Promise<unknown>): Promise<FileError> {
  const err = await rejection(p)
  expect(err).toBeInstanceOf(FileError)
  expect(err).not.toBeInstanceOf(ServiceError)
  return err as FileError
}
