import { parseArgs } from 'node:util'
import { MAX_SEED } from '../shared/prng'
import type { SandboxOptions } from './config'
import type { CreateRefusal } from './createRefusals'

/** Parses the CLI flags into start options; throws with a clear message on bad values. */
export function parseCli(argv: string[]): SandboxOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'api-key': { type: 'string', multiple: true },
      'delay-ms': { type: 'string' },
      'fault-rate': { type: 'string' },
      'fault-seed': { type: 'string' },
      'max-upload-bytes': { type: 'string' },
      'allow-http-webhooks': { type: 'boolean' },
      'fault-stall-ms': { type: 'string' },
      'webhook-retry-base-ms': { type: 'string' },
      'rate-limit-per-minute': { type: 'string' },
      'refuse-create-name': { type: 'string', multiple: true },
      'refuse-create-checksum': { type: 'string', multiple: true }
    },
    strict: true
  })
  const num = (
    name: string,
    raw: string | undefined,
    ok: (n: number) => boolean
  ): number | undefined => {
    if (raw === undefined) return undefined
    const n = Number(raw)
    if (raw.trim() === '' || !Number.isFinite(n) || !ok(n))
      throw new Error(`--${name}: invalid value '${raw}'`)
    return n
  }
  const refuseCreates: CreateRefusal[] = [
    ...(values['refuse-create-name'] ?? []).map((nameContains) => ({ nameContains })),
    ...(values['refuse-create-checksum'] ?? []).map((md5) => ({ md5 }))
  ]
  for (const r of refuseCreates) {
    if (!(r.nameContains ?? r.md5)) throw new Error('--refuse-create-name/-checksum: empty value')
  }
  return {
    ...(refuseCreates.length ? { refuseCreates } : {}),
    port: num('port', values.port, (n) => Number.isInteger(n) && n >= 0 && n < 65536) ?? 0,
    host: values.host,
    dataDir: values['data-dir'],
    apiKeys: values['api-key'],
    delayMs: num('delay-ms', values['delay-ms'], (n) => n >= 0),
    faultRate: num('fault-rate', values['fault-rate'], (n) => n >= 0 && n <= 1),
    faultSeed: num(
      'fault-seed',
      values['fault-seed'],
      (n) => Number.isInteger(n) && n >= 0 && n <= MAX_SEED
    ),
    maxUploadBytes: num(
      'max-upload-bytes',
      values['max-upload-bytes'],
      (n) => Number.isInteger(n) && n >= 0
    ),
    allowHttpWebhooks: values['allow-http-webhooks'] ?? false,
    faultStallMs: num('fault-stall-ms', values['fault-stall-ms'], (n) => n >= 0),
    webhookRetryBaseMs: num(
      'webhook-retry-base-ms',
      values['webhook-retry-base-ms'],
      (n) => n >= 0
    ),
    rateLimitPerMinute: num(
      'rate-limit-per-minute',
      values['rate-limit-per-minute'],
      (n) => Number.isInteger(n) && n > 0
    )
  }
}
