/**
 * The real engine pieces the app host runs: the IntakeService, the service client and the
 * embedded sandbox's process. Kept apart so the host itself can be tested with fakes.
 */
import { createServiceClient } from '../../engine/client/serviceClient'
import { IntakeService } from '../../engine/intake/intakeService'
import { startSandboxProcess } from '../../sandbox/host'
import { utilitySandbox } from './utilitySandbox'
import type { IntakeHostOptions } from './intakeHost'

/** Factories for createIntakeHost(). */
export const realEngine: Pick<IntakeHostOptions, 'createIntake' | 'createClient' | 'startSandbox'> =
  {
    createIntake: (opts) => new IntakeService(opts),
    createClient: createServiceClient,
    // An Electron utility process: the sandbox never shares main's event loop.
    startSandbox: (opts) => startSandboxProcess({ ...opts, spawn: utilitySandbox })
  }
