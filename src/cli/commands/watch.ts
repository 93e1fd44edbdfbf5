import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { IntakeService } from '../../main/core/intake/intakeService'
import type { FolderConfig } from '../../main/core/watch/folderConfig'
import { CliError } from '../errors'
import { EXIT, type ExitCode } from '../exitCodes'
import { IntakeSession, storageRefused } from '../session'
import { summarize } from '../summary'
import type { CommandContext } from './context'

type Refusal = { path: string; state: 'missing' | 'not_a_folder'; reason: string }

/** Operands that are not folders: missing ones, and existing files (which `upload` takes). */
async function refusedFolders(paths: string[]): Promise<Refusal[]> {
  const refused: Refusal[] = []
  for (const path of paths) {
    const s = await stat(path).catch(() => null)
    if (!s) refused.push({ path, state: 'missing', reason: 'no such folder.' })
    else if (!s.isDirectory())
      refused.push({
        path,
        state: 'not_a_folder',
        reason: 'is a file; watch takes folders (send files with upload).'
      })
  }
  return refused
}

/**
 * `watch DIR…`: sends whatever settles in the folders until Ctrl+C (or, with --until-idle, until
 * everything found is done), then prints the summary. Exit 0 only when every file seen ended
 * extracted or duplicate; 5 for a folder that does not exist, 1 for a file given as a folder.
 * With `--after move` successes go to Done/ and failures to Failed/ with a reason file (the
 * engine's rule for folders that move sent files).
 */
export async function watchCommand({
  args,
  out,
  client,
  stopRequested
}: CommandContext): Promise<ExitCode> {
  const paths = args.positionals.map((p) => resolve(p))
  const refused = await refusedFolders(paths)
  if (refused.length) {
    const counts: Record<string, number> = {}
    for (const r of refused) {
      counts[r.state] = (counts[r.state] ?? 0) + 1
      out.result(
        'folder',
        { path: r.path, state: r.state, error: { kind: 'file', message: r.reason } },
        `FAIL ${r.path}: ${r.reason}`
      )
    }
    const code = counts.missing ? EXIT.missingFile : EXIT.notAllGood
    out.summary(summarize([], counts, code))
    return code
  }
  const folders: FolderConfig[] = paths.map((path) => ({
    path,
    recursive: args.recursive,
    include: args.include,
    exclude: args.exclude,
    usePolling: args.polling,
    ...(args.quietMs !== undefined ? { quietMs: args.quietMs } : {}),
    ...(args.after ? { afterUpload: args.after } : {})
  }))
  // Items of earlier runs that this run does not touch are not this run's to report.
  const startedAt = new Date().toISOString()
  const svc = new IntakeService({ client, stateDir: args.stateDir })
  const seen = new Set<string>()
  const session = new IntakeSession(svc, out, (item) => {
    if (item.origin.kind !== 'watch' || !paths.includes(item.origin.folder)) return false
    if (!seen.has(item.id) && item.updatedAt < startedAt) return false
    seen.add(item.id)
    return true
  })
  try {
    await svc.watch(folders)
    out.note(
      `Watching ${paths.join(', ')}${args.untilIdle ? ' until everything found is done' : ' (Ctrl+C to stop)'}.`,
      { folders: paths }
    )
    let settled = false
    if (args.untilIdle) {
      void svc.whenSettled().then(() => (settled = true))
    }
    await session.until(() => settled, Promise.race([stopRequested, storageRefused(svc)]))
    const items = session.items().filter((i) => seen.has(i.id))
    session.close()
    const storage = svc.storageProblem()
    if (storage) out.error(new CliError('storage', storage.message))
    const code = storage ? EXIT.storage : session.allGood(seen) ? EXIT.ok : EXIT.notAllGood
    out.summary(summarize(items, {}, code))
    return code
  } finally {
    session.close()
    await svc.close()
  }
}
