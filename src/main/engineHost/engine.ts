/**
 * The real engine pieces the app host runs: the IntakeService, the service client and the
 * embedded sandbox. Kept apart so the host itself can be tested with fakes.
 */
import { createServiceClient } from '../core/client/serviceClient'
import { IntakeService } from '../core/intake/intakeService'
import { startEmbeddedSandbox } from '../../sandbox/index'
import type { IntakeHostOptions } from './intakeHost'

/** Factories for createIntakeHost(). */
export const realEngine: Pick<IntakeHostOptions, 'createIntake' | 'createClient' | 'startSandbox'> =
  {
    createIntake: (opts) => new IntakeService(opts),
    createClient: createServiceClient,
    startSandbox: (opts) => startEmbeddedSandbox(opts)
  }
