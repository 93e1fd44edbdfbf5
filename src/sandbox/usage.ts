import { SEEDED_KEYS } from './accounts'
import { DEFAULT_MAX_UPLOAD_BYTES } from './config'
import { routeTable } from './routeList'

/** `npm run sandbox -- --help`: every flag, and every seeded key with what it may do. */
export function sandboxUsage(): string {
  const keys = SEEDED_KEYS.map((k) => `  ${k.key.padEnd(25)} ${k.allows}`).join('\n')
  return `Usage: npm run sandbox -- [options]

Runs the service's local implementation alone, for tests and demos, and prints one line
  sandbox ready base_url=… app_url=… api_key=…
once it accepts requests. Open app_url (or http://127.0.0.1:PORT/) in a browser for the
account's shipments and documents. Ctrl+C, SIGINT or SIGTERM stops it.

Options:
  --port N                    port on 127.0.0.1 (default 0: any free port)
  --host ADDR                 address to listen on (default 127.0.0.1; 0.0.0.0 turns the Host check off)
  --data-dir DIR              keep the data in DIR across restarts (default: a new temp folder)
  --api-key KEY               one more key, full rights on Blue Harbor Forwarding (repeatable);
                              the first one is printed as api_key
  --delay-ms N                delay before each processing step (classify, extract) and tracking
                              update, in ms (default 0)
  --fault-rate F              share of requests (0..1) that fail: 500/502/503, a reset, a stall,
                              or an answer lost after the request was processed (default 0)
  --fault-seed N              seed of the faults: the same seed and requests give the same faults
                              (default: drawn, and printed as fault_seed=N in the ready line)
  --fault-stall-ms N          how long a stalled answer hangs before the connection drops (default 15000)
  --max-upload-bytes N        largest upload accepted (default ${DEFAULT_MAX_UPLOAD_BYTES})
  --allow-http-webhooks       deliver webhooks to http:// addresses (default: https only)
  --webhook-retry-base-ms N   first webhook retry delay, doubled per attempt (default 1000)
  --rate-limit-per-minute N   requests a key may make per minute (default 100;
                              inference 200, container refresh 10 apart)
  --refuse-create-name TEXT   refuse POST /documents (422, code refused_by_sandbox) for a
                              document whose name contains TEXT (repeatable)
  --refuse-create-checksum MD5
                              the same for content of this Base64 MD5 (repeatable); both can
                              also be set while it runs: /sandbox/faults/refuse-create
  -h, --help                  this text

Seeded keys (published here and in the tests, so they protect nothing; accepted only by this
standalone sandbox, never by the one the app and the CLI start, which makes its own key):
${keys}

Routes it answers (/v2: the API, key required; /app: the web application's pages and deep
links; /rails: direct uploads; /sandbox: mail to the document aliases, refused creates):
${routeTable()
  .map((line) => `  ${line}`)
  .join('\n')}
`
}

/** What the standalone sandbox says on stderr when it starts. */
export function seededKeysNotice(extraKeys: readonly string[]): string {
  return (
    `sandbox: standalone sandbox for tests and demos: it accepts the published seeded keys ` +
    `${SEEDED_KEYS.map((k) => k.key).join(', ')}` +
    `${extraKeys.length ? ` and ${extraKeys.length} key(s) given with --api-key` : ''}; ` +
    `never put real documents in it (npm run sandbox -- --help for what each key may do)\n`
  )
}
