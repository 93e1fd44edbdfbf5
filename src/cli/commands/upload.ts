import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { IntakeService } from '../../main/core/intake/intakeService'
import { FINAL_STATES } from '../../shared/intake'
import { summarySentence } from '../describeItem'
import { EXIT, type ExitCode } from '../exitCodes'
import { IntakeSession } from '../session'
import type { CommandContext } from './context'

/** Resolves when the disk refuses the ledger's writes: a command cannot go on without them. */
export function storageRefused(svc: IntakeService): Promise<void> {
  return new Promise((resolve) => {
    if (svc.storageProblem()) resolve()
    svc.on('storage', (problem) => problem && resolve())
  })
}

/**
 * `upload FILE…`: hands the files to the engine, follows each to a final state and prints its
 * outcome. 0 only when every file ended extracted or duplicate; 5 when a file is missing; 1 for
 * anything else, a folder given as a file included.
 */
export async function uploadCommand({
  args,
  out,
  client,
  stopRequested
}: CommandContext): Promise<ExitCode> {
  const svc = new IntakeService({ client, stateDir: args.stateDir })
  let ids = new Set<string>()
  const session = new IntakeSession(svc, out, (item) => ids.has(item.id))
  try {
    const added = await svc.addFiles(
      args.positionals.map((p) => resolve(p)),
      { kind: 'cli' },
      { retryFailed: args.retryFailed }
    )
    ids = new Set(added.ids)
    let missing = 0
    for (const r of added.rejected) {
      const isMissing = !existsSync(r.path)
      if (isMissing) missing++
      out.result(
        'file',
        {
          path: r.path,
          state: isMissing ? 'missing' : 'rejected',
          error: { kind: 'file', message: r.reason }
        },
        `FAIL ${r.path}: ${r.reason}`
      )
    }
    const finished = await session.until(
      (items) => items.every((i) => FINAL_STATES.includes(i.state)),
      Promise.race([stopRequested, storageRefused(svc)])
    )
    const items = session.items()
    session.close()
    out.result(
      'summary',
      {
        total: items.length + added.rejected.length,
        missing,
        rejected: added.rejected.length - missing,
        stopped: !finished
      },
      summarySentence(items, { missing, rejected: added.rejected.length - missing }) +
        (finished ? '' : ' Stopped before every file was done.')
    )
    const storage = svc.storageProblem()
    if (storage) {
      out.error(new Error(storage.message))
      return EXIT.storage
    }
    if (missing) return EXIT.missingFile
    if (added.rejected.length) return EXIT.notAllGood
    return finished && session.allGood() ? EXIT.ok : EXIT.notAllGood
  } finally {
    session.close()
    await svc.close()
  }
}
