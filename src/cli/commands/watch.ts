import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { IntakeService } from '../../main/core/intake/intakeService'
import type { FolderConfig } from '../../main/core/watch/folderConfig'
import { summarySentence } from '../describeItem'
import { EXIT, type ExitCode } from '../exitCodes'
import { IntakeSession } from '../session'
import { storageRefused } from './upload'
import type { CommandContext } from './context'

async function missingFolders(paths: string[]): Promise<string[]> {
  const missing: string[] = []
  for (const p of paths) {
    const s = await stat(p).catch(() => null)
    if (!s?.isDirectory()) missing.push(p)
  }
  return missing
}

/**
 * `watch DIR…`: sends whatever settles in the folders until Ctrl+C (or, with --until-idle, until
 * everything found is done). Exit 0 only when every file seen ended extracted or duplicate.
 */
export async function watchCommand({
  args,
  out,
  client,
  stopRequested
}: CommandContext): Promise<ExitCode> {
  const paths = args.positionals.map((p) => resolve(p))
  const missing = await missingFolders(paths)
  if (missing.length) {
    for (const p of missing) {
      out.result('folder', { path: p, state: 'missing' }, `FAIL ${p}: no such folder.`)
    }
    return EXIT.missingFile
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
    out.result('summary', { total: items.length }, summarySentence(items))
    const storage = svc.storageProblem()
    if (storage) {
      out.error(new Error(storage.message))
      return EXIT.storage
    }
    return session.allGood(seen) ? EXIT.ok : EXIT.notAllGood
  } finally {
    session.close()
    await svc.close()
  }
}
