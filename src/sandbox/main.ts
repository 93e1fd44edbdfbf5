/**
 * `npm run sandbox -- [options]` (see `--help`): runs the sandbox alone and prints one line
 * `sandbox ready base_url=… app_url=… api_key=…` once it accepts requests (with
 * ` fault_seed=N` when faults are injected, so the run can be replayed with `--fault-seed N`).
 *
 * Stopping: SIGINT and SIGTERM close the server. `npm run sandbox &` then `kill $!` signals npm,
 * whose `sh -c` dies without passing the signal on; the server then sees its parent change and
 * stops too, so no orphan keeps the port.
 */
import { parseCli } from './cliArgs'
import { startSandbox, type SandboxOptions } from './index'
import { sandboxUsage, seededKeysNotice } from './usage'

const PARENT_CHECK_MS = 500

async function main(): Promise<void> {
  // Read first: a parent killed while the sandbox starts must still count as gone.
  const parent = process.ppid
  const argv = process.argv.slice(2)
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(sandboxUsage())
    return
  }
  let opts: SandboxOptions
  try {
    opts = parseCli(argv)
  } catch (err) {
    process.stderr.write(`sandbox: ${(err as Error).message}. Run with --help for the options.\n`)
    process.exit(2)
  }
  let sb: Awaited<ReturnType<typeof startSandbox>>
  try {
    sb = await startSandbox(opts)
  } catch (err) {
    process.stderr.write(`sandbox: could not start: ${(err as Error).message}\n`)
    process.exit(1)
  }
  process.stdout.write(
    `sandbox ready base_url=${sb.baseUrl} app_url=${sb.appUrl} api_key=${sb.apiKey}` +
      (sb.faultSeed === null ? '' : ` fault_seed=${sb.faultSeed}`) +
      '\n'
  )
  process.stderr.write(seededKeysNotice(opts.apiKeys ?? []))
  let stopping = false
  const stop = (why: string): void => {
    if (stopping) return
    stopping = true
    process.stderr.write(`sandbox: stopping (${why})\n`)
    void sb.close().then(() => process.exit(0))
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGHUP', () => stop('SIGHUP'))
  setInterval(() => {
    if (process.ppid !== parent) stop('the process that started it has exited')
  }, PARENT_CHECK_MS).unref()
}

void main()
