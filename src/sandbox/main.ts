/**
 * `npm run sandbox -- [--port N] [--data-dir DIR] [--api-key KEY]… [--delay-ms N]
 * [--fault-rate F] [--allow-http-webhooks] [--max-upload-bytes N] [--fault-stall-ms N]
 * [--webhook-retry-base-ms N] [--rate-limit-per-minute N]`: runs the sandbox alone and prints one line
 * `sandbox ready base_url=… app_url=… api_key=…` once it accepts requests.
 */
import { parseCli } from './cliArgs'
import { DEFAULT_MAX_UPLOAD_BYTES } from './config'
import { startSandbox, type SandboxOptions } from './index'

const HELP = `Usage: npm run sandbox -- [options]

Runs the sandbox alone on loopback and prints one line once it accepts requests:
sandbox ready base_url=… app_url=… api_key=…

Options:
  --port N                    port to listen on (default 0: any free port)
  --host HOST                 address to listen on (default 127.0.0.1)
  --data-dir DIR              where its data persists (default: a new temp folder)
  --api-key KEY               a further key that may use it (repeatable)
  --delay-ms N                processing time of classification and of extraction (default 0)
  --fault-rate F              share of requests (0–1) that fail as networks and servers do
  --fault-stall-ms N          how long a stalled faulty response hangs (default 15000)
  --max-upload-bytes N        largest upload accepted (default ${DEFAULT_MAX_UPLOAD_BYTES})
  --allow-http-webhooks       accept http:// webhook URLs, not only https://
  --webhook-retry-base-ms N   first delay of webhook retries, doubled per attempt (default 1000)
  --rate-limit-per-minute N   requests per key and minute outside inference (default 100)
  -h, --help                  this text
`

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(HELP)
    return
  }
  let opts: SandboxOptions
  try {
    opts = parseCli(argv)
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
    `sandbox ready base_url=${sb.baseUrl} app_url=${sb.appUrl} api_key=${sb.apiKey}\n`
  )
  const stop = (): void => {
    void sb.close().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void main()
