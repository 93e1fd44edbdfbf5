/**
 * `npm run sandbox -- [--port N] [--data-dir DIR] [--api-key KEY]… [--delay-ms N]
 * [--fault-rate F] [--fault-seed N] [--allow-http-webhooks] [--max-upload-bytes N] [--fault-stall-ms N]
 * [--webhook-retry-base-ms N] [--rate-limit-per-minute N]`: runs the sandbox alone and prints one line
 * `sandbox ready base_url=… app_url=… api_key=…` once it accepts requests (with
 * ` fault_seed=N` when faults are injected, so the run can be replayed with `--fault-seed N`).
 */
import { parseCli } from './cliArgs'
import { startSandbox, type SandboxOptions } from './index'

async function main(): Promise<void> {
  let opts: SandboxOptions
  try {
    opts = parseCli(process.argv.slice(2))
  } catch (err) {
    process.stderr.write(`sandbox: ${(err as Error).message}\n`)
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
  const stop = (): void => {
    void sb.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void main()
