import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from '../../src/cli/args'
import { AFTER_UPLOAD_ACTIONS, QUIET_LIMITS_MS } from '../../src/shared/settingsSchema'

const ok = (argv: string[], env = {}) => {
  const r = parseCliArgs(argv, env)
  if (!r.ok) throw new Error(r.message)
  return r.args
}
const refusal = (argv: string[], env = {}) => {
  const r = parseCliArgs(argv, env)
  if (r.ok) throw new Error('expected a refusal')
  return r.message
}

describe('args', () => {
  describe('parseCliArgs()', () => {
    it('reads a command, its operands and the common options', () => {
      const a = ok(['upload', 'a.pdf', 'b b.pdf', '--state', '/tmp/s', '--json'])
      expect(a).toMatchObject({
        command: 'upload',
        positionals: [resolve('a.pdf'), resolve('b b.pdf')],
        stateDir: '/tmp/s',
        json: true,
        service: null
      })
    })

    it('takes the service from flags, else from DROPDOCK_* variables', () => {
      expect(ok(['status', '--base-url', 'https://x/v2', '--api-key', 'k1']).service).toEqual({
        baseUrl: 'https://x/v2',
        apiKey: 'k1'
      })
      expect(
        ok(['status'], { DROPDOCK_BASE_URL: 'https://y/v2', DROPDOCK_API_KEY: 'k2' }).service
      ).toEqual({
        baseUrl: 'https://y/v2',
        apiKey: 'k2'
      })
      expect(
        ok(['status', '--api-key', 'k3'], {
          DROPDOCK_BASE_URL: 'https://y/v2',
          DROPDOCK_API_KEY: 'k2'
        }).service?.apiKey
      ).toBe('k3')
    })

    it('takes the state folder from DROPDOCK_STATE, else a folder in the home directory', () => {
      expect(ok(['status'], { DROPDOCK_STATE: '/var/dd' }).stateDir).toBe('/var/dd')
      expect(ok(['status']).stateDir).toMatch(/\.dropdock[/\\]cli$/)
      // An empty variable is one not set, never the current folder.
      expect(ok(['status'], { DROPDOCK_STATE: '' }).stateDir).toMatch(/\.dropdock[/\\]cli$/)
    })

    it('reads the watch and track options', () => {
      expect(
        ok([
          'watch',
          'in',
          '-r',
          '--include',
          '*.pdf',
          '--include',
          '*.txt',
          '--exclude',
          'tmp/**',
          '--polling',
          '--quiet-ms',
          '500',
          '--after',
          'move',
          '--until-idle'
        ])
      ).toMatchObject({
        recursive: true,
        include: ['*.pdf', '*.txt'],
        exclude: ['tmp/**'],
        polling: true,
        quietMs: 500,
        after: 'move',
        untilIdle: true
      })
      expect(
        ok([
          'track',
          'MAEU241234567',
          '--scac',
          'maeu',
          '--type',
          'bill_of_lading',
          '--ref',
          'PO-1'
        ])
      ).toMatchObject({
        scac: 'MAEU',
        numberType: 'bill_of_lading',
        refs: ['PO-1']
      })
    })

    it('answers help for no command, help, -h and --help', () => {
      for (const argv of [[], ['help'], ['-h'], ['upload', '--help']])
        expect(ok(argv).command).toBe('help')
    })

    it("answers one command's help for COMMAND --help, COMMAND -h and help COMMAND", () => {
      expect(ok(['watch', '--help']).helpTopic).toBe('watch')
      expect(ok(['track', 'X', '-h']).helpTopic).toBe('track')
      expect(ok(['help', 'status']).helpTopic).toBe('status')
      expect(ok(['--help']).helpTopic).toBeUndefined()
    })

    it("resolves files, folders and --state against the caller's folder, not the repository", () => {
      // `npm run cli` runs in the package root; npm keeps the caller's folder in INIT_CWD.
      const npmRun = {
        npm_package_name: 'dropdock',
        npm_lifecycle_event: 'cli',
        INIT_CWD: '/home/c/scans'
      }
      const fromNpm = parseCliArgs(
        ['upload', 'invoice.pdf', '../b.pdf', '--state', 's'],
        npmRun,
        '/repo'
      )
      expect(fromNpm).toMatchObject({
        ok: true,
        args: {
          positionals: ['/home/c/scans/invoice.pdf', '/home/c/b.pdf'],
          stateDir: '/home/c/scans/s'
        }
      })
      expect(ok(['watch', 'in'], { ...npmRun, DROPDOCK_STATE: 'st' }).stateDir).toBe(
        '/home/c/scans/st'
      )
      // The dropdock command (npm link, npx) runs where the caller is.
      const direct = parseCliArgs(['watch', 'in', '/abs'], {}, '/home/c')
      expect(direct).toMatchObject({ ok: true, args: { positionals: ['/home/c/in', '/abs'] } })
      // Another package's script named cli keeps its own working directory.
      const other = parseCliArgs(['upload', 'x.pdf'], { ...npmRun, npm_package_name: 'shop' }, '/p')
      expect(other).toMatchObject({ ok: true, args: { positionals: ['/p/x.pdf'] } })
      // Numbers are not paths.
      expect(parseCliArgs(['infer', 'MSCU6639870'], npmRun, '/repo')).toMatchObject({
        ok: true,
        args: { positionals: ['MSCU6639870'] }
      })
    })

    it.each([
      [['frobnicate'], 'Unknown command "frobnicate".'],
      [['upload'], 'upload takes one or more files.'],
      [['infer', 'A', 'B'], 'infer takes exactly one number.'],
      [['status', 'extra'], 'status takes no operand.'],
      [['upload', 'a', '--recursive'], '--recursive is an option of watch, not of upload.'],
      [['infer', 'X', '--scac', 'MAEU'], '--scac is an option of track, not of infer.'],
      [['help', 'frobnicate'], 'Unknown command "frobnicate".'],
      [['upload', 'a', '--colour'], "Unknown option '--colour'"],
      [['upload', 'a', '--base-url', 'https://x/v2'], 'without an API key'],
      [['upload', 'a', '--api-key', 'k'], 'without a service address'],
      [['track', 'X', '--scac', 'M4EU!'], 'is not a carrier code'],
      [
        ['track', 'X', '--type', 'pallet'],
        '--type must be one of container, bill_of_lading, booking'
      ],
      [['watch', 'd', '--quiet-ms', 'soon'], '--quiet-ms must be a whole number'],
      [['watch', 'd', '--after', 'shred'], '--after must be one of keep, move, delete'],
      [['upload', 'a', '--state='], '--state needs a folder.'],
      [['status', '--state', ' '], '--state needs a folder.'],
      [['watch', '/srv/in', '--state', '/srv/in'], '/srv/in is the state folder or inside it'],
      [['watch', '/srv/dd/in', '--state', '/srv/dd'], '/srv/dd/in is the state folder or inside it']
    ])('refuses %j with a specific message', (argv, message) => {
      const text = refusal(argv)
      expect(text).toContain(message)
      expect(text).toMatch(/Run with --help for usage\.$/)
    })

    describe('watch options, held to the limits Settings holds a folder to', () => {
      const { min, max } = QUIET_LIMITS_MS
      const range = `--quiet-ms must be a whole number of milliseconds from ${min} to ${max}.`

      it('takes --quiet-ms at both ends of the range', () => {
        expect(ok(['watch', 'd', '--quiet-ms', String(min)]).quietMs).toBe(min)
        expect(ok(['watch', 'd', '--quiet-ms', String(max)]).quietMs).toBe(max)
      })

      it.each([[String(max + 1)], ['86400000'], [String(min - 1)], ['1.5'], ['soon'], ['']])(
        'refuses --quiet-ms %j, naming the flag and the range',
        (value) => {
          expect(refusal(['watch', 'd', `--quiet-ms=${value}`])).toBe(
            `${range} Run with --help for usage.`
          )
        }
      )

      it('takes every after-upload action Settings offers, and refuses any other', () => {
        for (const action of AFTER_UPLOAD_ACTIONS) {
          expect(ok(['watch', 'd', '--after', action]).after).toBe(action)
        }
        expect(refusal(['watch', 'd', '--after', 'archive'])).toBe(
          `--after must be one of ${AFTER_UPLOAD_ACTIONS.join(', ')}. Run with --help for usage.`
        )
      })
    })

    it('never echoes the API key in a refusal', () => {
      expect(refusal(['upload', 'a.pdf', '--api-key', 'sbx_secret_999'])).not.toContain(
        'sbx_secret_999'
      )
    })
  })
})
