/**
 * A sandbox for benchmarks, in its own process: like `npm run sandbox` (same ready line), with
 * no request log and the per-key rate limit lifted. The limit (100 requests a minute, the
 * service's) would otherwise measure itself: 1,000 files are 3,000 requests plus follow polls.
 * The rate benchmark, which measures just that, keeps it (`rateLimitPerMinute`).
 * Argument: JSON `{ dataDir, maxUploadBytes?, rateLimitPerMinute? }`.
 */
import { startSandbox } from '../../src/sandbox/index'

const opts = JSON.parse(process.argv[2] ?? '{}') as {
  dataDir: string
  maxUploadBytes?: number
  rateLimitPerMinute?: number
}
const sb = await startSandbox({
  dataDir: opts.dataDir,
  delayMs: 0,
  rateLimitPerMinute: opts.rateLimitPerMinute ?? 1_000_000_000,
  maxUploadBytes: opts.maxUploadBytes,
  log: () => undefined
})
process.stdout.write(
  `sandbox ready base_url=${sb.baseUrl} app_url=${sb.appUrl} api_key=${sb.apiKey}\n`
)
const close = (): void => {
  void sb.close().then(() => process.exit(0))
}
process.on('SIGTERM', close)
process.on('SIGINT', close)
