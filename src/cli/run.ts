import { isServiceError } from '../engine/client/errors'
import type { ServiceClient } from '../engine/client/serviceClient'
import { commandClock, type Clock } from '../engine/time/clock'
import { acquireStateLock, waitForStateLock, type StateLock } from '../engine/ledger/stateLock'
import { parseCliArgs, type CliArgs } from './args'
import { helpText } from './help'
import type { CommandContext } from './commands/context'
import { CliError } from './errors'
import { EXIT, exitCodeFor, type ExitCode } from './exitCodes'
import { Output, type CliIo } from './output'
import { keepStatePrivate } from './privateState'
import { summarize } from './summary'
import { NO_ASKS, type TryNowAsks } from './tryNowAsks'
import { VERSION } from './version'

/**
 * Fails fast on a wrong key or address (ping itself rides out a dropped connection); a busy or
 * struggling service (429, 5xx) is only noted, since the engine waits and retries those on its own.
 */
async function checkConnection(client: ServiceClient, out: Output): Promise<void> {
  try {
    await client.ping()
  } catch (err) {
    if (!isServiceError(err, 'rate_limited', 'upstream')) throw err
    out.note(`${err.message} Going on; requests will wait and retry.`, { kind: err.kind })
  }
}

/**
 * Each command's code, imported when it runs: `--version` and `--help` load none of them, and a
 * command loads only what it uses (the bundled CLI splits them into files of their own).
 */
const COMMANDS = {
  upload: async () => (await import('./commands/upload')).uploadCommand,
  watch: async () => (await import('./commands/watch')).watchCommand,
  infer: async () => (await import('./commands/infer')).inferCommand,
  track: async () => (await import('./commands/track')).trackCommand,
  correct: async () => (await import('./commands/correct')).correctCommand,
  relink: async () => (await import('./commands/relink')).relinkCommand,
  split: async () => (await import('./commands/split')).splitCommand
} as const

/** What the process gives a command besides its streams: its clock and the user's asks. */
export interface CliHost {
  /** The engine's clock (default commandClock, whose waits hold the process; tests: a manual one). */
  clock?: Clock
  /** The user's asks to try the service now (default: none). */
  tryNow?: TryNowAsks
}

/**
 * The whole CLI as a function, for main.ts and for tests: parses, connects (checking the key
 * and the address before any file is touched), runs the command, returns the exit code.
 */
export async function runCli(
  argv: string[],
  io: CliIo,
  stopRequested: Promise<void> = new Promise(() => undefined),
  host: CliHost = {}
): Promise<ExitCode> {
  const parsed = parseCliArgs(argv, io.env)
  if (!parsed.ok) {
    new Output(io, argv.includes('--json')).error(new CliError('usage', parsed.message))
    return EXIT.usage
  }
  const { args } = parsed
  for (const warning of args.warnings ?? []) io.stderr.write(`${warning}\n`)
  const out = new Output(io, args.json)
  if (args.command === 'help') {
    io.stdout.write(helpText(args.helpTopic))
    return EXIT.ok
  }
  if (args.command === 'version') {
    io.stdout.write(`${VERSION}\n`)
    return EXIT.ok
  }
  for (const note of args.notes) out.note(note, { ignored: true })
  if (args.command === 'status') {
    const { statusCommand } = await import('./commands/status')
    return statusCommand(args, out)
  }
  let lock: StateLock
  try {
    keepStatePrivate(args.stateDir)
    lock = await lockState(args, out, stopRequested)
  } catch (err) {
    return failed(args, out, err)
  }
  if (lock.tookOver !== null) out.note(lock.tookOver)
  try {
    return await runLocked(args, out, stopRequested, host)
  } finally {
    lock.release()
  }
}

/** A command that handles files ends with its summary even when an error ended it early. */
function failed(args: CliArgs, out: Output, err: unknown): ExitCode {
  out.error(err)
  const code = exitCodeFor(err)
  if (!out.summarized && (args.command === 'upload' || args.command === 'watch')) {
    // Files given to upload that were never handed to the engine: none of them was sent.
    const notSent = args.command === 'upload' ? args.positionals.length : 0
    out.summary(summarize([], { not_sent: notSent }, code))
  }
  return code
}

/**
 * One Dropdock per state folder (its ledger and embedded sandbox data): taken before anything in
 * it is opened; with --wait-lock, waits for the other one to finish.
 */
async function lockState(
  args: CliArgs,
  out: Output,
  stopRequested: Promise<void>
): Promise<StateLock> {
  if (!args.waitLock) return acquireStateLock(args.stateDir)
  const ctrl = new AbortController()
  void stopRequested.then(() =>
    ctrl.abort(new Error('Stopped while waiting for the state folder.'))
  )
  return waitForStateLock(args.stateDir, {
    signal: ctrl.signal,
    onWait: (owner) =>
      out.note(`Another Dropdock (pid ${owner.pid}) is using ${args.stateDir}; waiting.`, {
        waiting_for_pid: owner.pid
      })
  })
}

async function runLocked(
  args: CliArgs,
  out: Output,
  stopRequested: Promise<void>,
  host: CliHost
): Promise<ExitCode> {
  const clock = host.clock ?? commandClock
  let service
  try {
    const { openService } = await import('./service')
    service = await openService(args, out, clock)
  } catch (err) {
    return failed(args, out, err)
  }
  try {
    await checkConnection(service.client, out)
    const ctx: CommandContext = {
      args,
      out,
      client: service.client,
      clock,
      webLinks: service.webLinks,
      stopRequested,
      tryNow: host.tryNow ?? NO_ASKS
    }
    const command = await COMMANDS[args.command as keyof typeof COMMANDS]()
    return await command(ctx)
  } catch (err) {
    return failed(args, out, err)
  } finally {
    await service.close()
  }
}
