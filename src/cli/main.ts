import { releaseHeldStateLocks } from '../engine/ledger/stateLock'
import { StorageError } from '../storage/storageError'
import { EXIT, exitCodeFor } from './exitCodes'
import { runCli } from './run'
import { processAsks } from './tryNowAsks'

/**
 * The last word on an error nothing else caught: one line for a disk that refuses our data
 * (exit 6), the stack for a bug; never a silent death.
 */
function die(what: string) {
  return (err: unknown): void => {
    const text =
      err instanceof StorageError
        ? `Error: ${err.message}`
        : `${what}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`
    process.stderr.write(`${text}\n`)
    process.exit(exitCodeFor(err))
  }
}
process.on('uncaughtException', die('Unexpected failure'))
process.on('unhandledRejection', die('Unexpected failure (a promise nobody awaited)'))
// However the process ends (a second Ctrl+C, a failure nothing caught), no lock file outlives it.
process.on('exit', releaseHeldStateLocks)

let stop: () => void = () => undefined
const stopRequested = new Promise<void>((resolve) => (stop = resolve))
let signals = 0
const onSignal = (): void => {
  signals++
  if (signals > 1) process.exit(EXIT.interrupted)
  stop()
}
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)
process.on('SIGHUP', onSignal)

let returned = false
// Node ends a process that has nothing left to wait on, exit 0 and without a word. Whatever the
// command waits on holds the process (the engine's clock, its requests, the folders watched), so
// getting here before the command returned means it waits for what can never come: a bug, said
// as one and never passed off as success.
process.on('beforeExit', () => {
  if (returned) return
  process.stderr.write(
    'Unexpected failure: the command was left waiting for something that cannot happen, and stopped before it was done.\n'
  )
  process.exit(EXIT.notAllGood)
})

runCli(
  process.argv.slice(2),
  { stdout: process.stdout, stderr: process.stderr, env: process.env },
  stopRequested,
  { tryNow: processAsks() }
).then((code) => {
  returned = true
  // Exit once stdout is drained: nothing this process started should outlive the command.
  process.stdout.write('', () => process.exit(code))
}, die('Unexpected failure'))
