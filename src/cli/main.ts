import { runCli } from './run'

let stop: () => void = () => undefined
const stopRequested = new Promise<void>((resolve) => (stop = resolve))
let signals = 0
const onSignal = (): void => {
  signals++
  if (signals > 1) process.exit(130)
  stop()
}
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)

runCli(
  process.argv.slice(2),
  { stdout: process.stdout, stderr: process.stderr, env: process.env },
  stopRequested
).then(
  (code) => {
    // Exit once stdout is drained: nothing this process started should outlive the command.
    process.stdout.write('', () => process.exit(code))
  },
  (err: unknown) => {
    process.stderr.write(
      `Unexpected failure: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`
    )
    process.exit(1)
  }
)
