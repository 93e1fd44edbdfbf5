import type { IntakeContext } from '../context/context'
import type { ReportGate } from '../context/reportGate'
import type { StorageGuard, StorageGuardOptions } from '../context/storageGuard'
import type { SchedulerOptions } from '../queue/scheduler'
import type { ServiceWaitOptions } from '../queue/serviceWait'
import type { FolderWatchingOptions } from '../watch/folderWatching'
import type { PossibleDuplicates } from '../duplicates/possibleDuplicates'

/**
 * The calls that run against the build order: each part below is built after the one that calls
 * it, because it needs that one (or something built from it) first. Each closes a ring at run time.
 */
export interface EngineBackEdges {
  /** ledger → storage guard: a refused write holds intake; the guard probes with the ledger. */
  storageFailed: StorageGuard['failed']
  /** events → report gate: a batch goes out unless the disk withholds it; it emits via events. */
  deliverItems: ReportGate['deliver']
  /** scheduler → upload's runStep: the steps' context holds the scheduler. */
  runStep: SchedulerOptions['run']
  /** storage guard → resume: writing works again; resuming needs the context and the follower. */
  recovered: StorageGuardOptions['recovered']
  /** writes → possible duplicates: each write is judged; the judgement writes through them. */
  judgeDuplicates: PossibleDuplicates['changed']
  /** watch → upload's failItem: an unreadable file fails; the context holds the watch's gate. */
  fail: FolderWatchingOptions['fail']
  /** service wait → item commands: the service answers again; the commands clear the wait. */
  serviceBack: ServiceWaitOptions['onBack']
  /** upload → follow (`ctx.follow`): a created document is followed; the follower uses ctx. */
  follow: IntakeContext['follow']
}

export const BACK_EDGES: (keyof EngineBackEdges)[] = [
  'storageFailed',
  'deliverItems',
  'runStep',
  'recovered',
  'judgeDuplicates',
  'fail',
  'serviceBack',
  'follow'
]
