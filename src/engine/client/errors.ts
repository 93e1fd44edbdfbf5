import type { ErrorKind } from '../../shared/intake'
import { Failure, type FailureInit } from '../failures/failure'

/** Kinds only Dropdock's own side has: a local file, a fault of Dropdock's. */
type LocalKind = 'file' | 'internal'

export interface ServiceErrorInit extends FailureInit {
  kind: Exclude<ErrorKind, LocalKind>
}

/**
 * A failure the service is part of: its answer (a refusal, a 5xx, an answer Dropdock cannot
 * read) or the way to it (network, timeout). Local failures are not ServiceErrors: a file is a
 * FileError (files/fileErrors.ts), a bug an `internal` Failure (failures/failure.ts).
 */
export class ServiceError extends Failure {
  declare readonly kind: Exclude<ErrorKind, LocalKind>

  constructor(init: ServiceErrorInit) {
    super(init)
    this.name = 'ServiceError'
  }
}

/** True when `err` is a ServiceError of one of the given kinds. */
export function isServiceError(
  err: unknown,
  ...kinds: Exclude<ErrorKind, LocalKind>[]
): err is ServiceError {
  return err instanceof ServiceError && (kinds.length === 0 || kinds.includes(err.kind))
}
