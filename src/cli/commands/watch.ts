import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { IntakeService } from '../../engine/intake/intakeService'
import { FOLDER_RETRY_MS_DEFAULT, type FolderHealth } from '../../shared/folderHealth'
import type { FolderConfig } from '../../engine/watch/folderConfig'
import { CliError } from '../errors'
import { EXIT, type ExitCode } from '../exitCodes'
import { IntakeSession, storageRefused } from '../session'
import { tellRebuilt, tellStateDamage } from '../stateDamage'
import { summarize } from '../summary'
import type { CommandContext } from './context'

type Refusal = { path: string; state: 'not_a_folder'; reason: string }

/**
 * Operands that are files (which `upload` takes). A folder that does not exist (yet) is not
 * refused: it is unreachable, looked at again, and watched once it is there.
 */
async function refusedFolders(paths: string[]): Promise<Refusal[]> {
  const refused: Refusal[] = []
  for (const path of paths) {
    const s = await stat(path).catch(() => null)
    if (s && !s.isDirectory())
      refused.push({
        path,
        state: 'not_a_folder',
        reason: 'is a file; watch takes folders (send files with upload).'
      })
  }
  return refused
}

/** One line for a change of a folder's health (a folder's first `watching` is the note's). */
function healthLine(h: FolderHealth): string {
  const every = `${FOLDER_RETRY_MS_DEFAULT / 1000} s`
  if (h.state === 'unreachable')
    return `UNREACHABLE ${h.path}: ${h.reason ?? 'cannot be read'} Looking again every ${every}; the other folders are watched.`
  if (h.state === 'retrying') return `BACK ${h.path}: it can be read again; looking at its files.`
  return `WATCHING ${h.path}`
}

/**
 * `watch DIR…`: sends whatever settles in the folders until Ctrl+C (or, with --until-idle, until
 * everything found is done), then prints the summary. A folder that cannot be reached is named
 * on one line, looked at again, and watched once it is there; the others are watched meanwhile.
 * Exit 0 only when every file seen ended extracted or duplicate and every folder was being
 * watched at the end; 5 for a folder still unreachable then, 1 for a file given as a folder.
 * With `--after move` successes go to Done/ and failures to Failed/ with a reason file (the
 * engine's rule for folders that move sent files). With `--type TYPE` every file is created with
 * that document type (the folder's rule), not classified by the service. With `--split
 * separators` each file's item carries the rule (and `--separator-text`) it was taken in under.
 */
export async function watchCommand({
  args,
  out,
  client,
  clock,
  stopRequested,
  tryNow
}: CommandContext): Promise<ExitCode> {
  const paths = args.positionals.map((p) => resolve(p))
  const refused = await refusedFolders(paths)
  if (refused.length) {
    for (const r of refused) {
      out.result(
        'folder',
        { path: r.path, state: r.state, error: { kind: 'file', message: r.reason } },
        `FAIL ${r.path}: ${r.reason}`
      )
    }
    const code = EXIT.notAllGood
    out.summary(summarize([], { not_a_folder: refused.length }, code))
    return code
  }
  const folders = folderConfigs(paths, args)
  const svc = new IntakeService({ client, clock, stateDir: args.stateDir })
  tellStateDamage(out, svc.stateDamage())
  // This run's files are those the engine tells of while it runs (found, sent, resumed): items
  // of earlier runs that it does not touch are not this run's to report, whatever the clock says.
  const session = new IntakeSession(
    svc,
    out,
    (item) => item.origin.kind === 'watch' && paths.includes(item.origin.folder),
    tryNow.hint
  )
  const offHealth = tellHealth(svc, out)
  const offTryNow = tryNow.on(() => svc.tryNow())
  try {
    await svc.watch(folders)
    const watching = svc
      .folderHealth()
      .filter((h) => h.state === 'watching')
      .map((h) => h.path)
    out.note(
      `Watching ${watching.join(', ') || 'no folder yet'}${args.untilIdle ? ' until everything found is done' : ' (Ctrl+C to stop)'}.`,
      { folders: watching }
    )
    let settled = false
    if (args.untilIdle) {
      void svc.whenSettled().then(() => (settled = true))
    }
    await session.until(() => settled, Promise.race([stopRequested, storageRefused(svc)]))
    const items = session.items()
    session.close()
    const storage = svc.storageProblem()
    if (storage) out.error(new CliError('storage', storage.message))
    const unreachable = svc.folderHealth().filter((h) => h.state !== 'watching').length
    const code = storage
      ? EXIT.storage
      : unreachable > 0
        ? EXIT.missingFile
        : session.allGood()
          ? EXIT.ok
          : EXIT.notAllGood
    tellRebuilt(out, args.stateDir, svc.stateDamage()?.recovered ?? 0)
    out.summary(summarize(items, {}, code))
    return code
  } finally {
    offTryNow()
    offHealth()
    session.close()
    await svc.close()
  }
}

/** The folders to watch, each with the options given. */
function folderConfigs(paths: string[], args: CommandContext['args']): FolderConfig[] {
  return paths.map((path) => ({
    path,
    recursive: args.recursive,
    include: args.include,
    exclude: args.exclude,
    usePolling: args.polling,
    ...(args.quietMs !== undefined ? { quietMs: args.quietMs } : {}),
    ...(args.after ? { afterUpload: args.after } : {}),
    ...(args.documentType ? { documentType: args.documentType } : {}),
    ...(args.split ? { split: args.split } : {}),
    ...(args.separatorText !== undefined ? { separatorText: args.separatorText } : {})
  }))
}

/** Prints each change of a folder's health but a first `watching`; returns unsubscribe. */
function tellHealth(svc: IntakeService, out: CommandContext['out']): () => void {
  const told = new Set<string>()
  return svc.on('folder', (h) => {
    const first = !told.has(h.path)
    told.add(h.path)
    if (first && h.state === 'watching') return
    out.result(
      'folder',
      { path: h.path, state: h.state, reason: h.reason, code: h.code },
      healthLine(h)
    )
  })
}
