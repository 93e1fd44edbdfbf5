import { existsSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { fsPath } from '../../engine/files/rawName'
import { IntakeService } from '../../engine/intake/intakeService'
import { displayName } from '../../shared/fileNames'
import { FINAL_STATES } from '../../shared/intake'
import { CliError } from '../errors'
import { EXIT, type ExitCode } from '../exitCodes'
import { IntakeSession, storageRefused } from '../session'
import { summarize } from '../summary'
import { tellRebuilt, tellStateDamage } from '../stateDamage'
import { resolveTypedPath } from '../typedPath'
import type { CommandContext } from './context'

/** The reason a typed name that fits several files whose names are not UTF-8 is refused. */
function ambiguity(paths: string[]): string {
  const shown = paths.map((p) => `"${displayName(basename(p))}"`).join(', ')
  return `fits ${paths.length} files whose names are not UTF-8 (${shown}); give the one meant as shown.`
}

/**
 * `upload FILE…`: hands the files to the engine, follows each to a final state and prints its
 * outcome, then the summary. 0 only when every file ended extracted or duplicate; 5 when a file
 * is missing; 1 for anything else (an empty file, a folder given as a file…).
 */
export async function uploadCommand({
  args,
  out,
  client,
  clock,
  stopRequested,
  tryNow
}: CommandContext): Promise<ExitCode> {
  const svc = new IntakeService({ client, clock, stateDir: args.stateDir })
  let ids = new Set<string>()
  const session = new IntakeSession(svc, out, (item) => ids.has(item.id), tryNow.hint)
  const offTryNow = tryNow.on(() => svc.tryNow())
  tellStateDamage(out, svc.stateDamage())
  try {
    const typed = await Promise.all(args.positionals.map((p) => resolveTypedPath(resolve(p))))
    const added = await svc.addFiles(
      typed.filter((t) => !t.ambiguous).map((t) => t.path),
      { kind: 'cli' },
      { retryFailed: args.retryFailed }
    )
    ids = new Set(added.ids)
    session.track(ids)
    const refused = { missing: 0, rejected: 0 }
    const refusals = [
      ...typed.flatMap((t) =>
        t.ambiguous ? [{ path: t.path, reason: ambiguity(t.ambiguous) }] : []
      ),
      ...added.rejected
    ]
    for (const r of refusals) {
      const state = existsSync(fsPath(r.path)) ? 'rejected' : 'missing'
      refused[state]++
      out.result(
        'file',
        { path: r.path, state, error: { kind: 'file', message: r.reason } },
        `FAIL ${displayName(r.path)}: ${r.reason}`
      )
    }
    const finished = await session.until(
      (items) => items.every((i) => FINAL_STATES.includes(i.state)),
      Promise.race([stopRequested, storageRefused(svc)])
    )
    // Files still on their way when the run was stopped go on at the next run, from the ledger.
    const items = session.items()
    session.close()
    // Nothing is reported done before it is on disk: a refusing disk ends the run with its reason.
    const storage = svc.storageProblem()
    if (storage) out.error(new CliError('storage', storage.message))
    const code: ExitCode = storage
      ? EXIT.storage
      : refused.missing
        ? EXIT.missingFile
        : refused.rejected || !finished || !session.allGood()
          ? EXIT.notAllGood
          : EXIT.ok
    tellRebuilt(out, args.stateDir, svc.stateDamage()?.recovered ?? 0)
    out.summary(
      summarize(items, refused, code),
      finished ? undefined : 'Stopped before every file was done.'
    )
    return code
  } finally {
    offTryNow()
    session.close()
    await svc.close()
  }
}
