/**
 * What main needs from the intake engine: the members of IntakeService
 * (src/engine/intake/intakeService.ts) that the routes and the host call, taken from its own type
 * so the two cannot drift apart. Tests and browser harnesses pass the real one (or, where they
 * stand in for it, an object of this shape).
 */
import type { IntakeService } from '../../engine/intake/intakeService'

export type IntakePort = Pick<
  IntakeService,
  | 'addFiles'
  | 'addBytes'
  | 'watch'
  | 'pause'
  | 'resume'
  | 'retry'
  | 'retryFailed'
  | 'cancel'
  | 'remove'
  | 'acknowledge'
  | 'reclassify'
  | 'relink'
  | 'relinkWhenTracked'
  | 'reextract'
  | 'setManualType'
  | 'correct'
  | 'splitItem'
  | 'removePart'
  | 'list'
  | 'get'
  | 'counts'
  | 'on'
  | 'storageProblem'
  | 'stateDamage'
  | 'folderHealth'
  | 'readOriginal'
  | 'waitingForService'
  | 'tryNow'
  | 'close'
>
