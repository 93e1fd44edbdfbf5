import { describe, expect, it } from 'vitest'
import { parseCliArgs } from '../../src/cli/args'

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
        positionals: ['a.pdf', 'b b.pdf'],
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

    it.each([
      [['frobnicate'], 'Unknown command "frobnicate".'],
      [['upload'], 'Usage: upload FILE…'],
      [['infer', 'A', 'B'], 'Usage: infer NUMBER'],
      [['status', 'extra'], 'Usage: status'],
      [['upload', 'a', '--colour'], "Unknown option '--colour'"],
      [['upload', 'a', '--base-url', 'https://x/v2'], 'without an API key'],
      [['upload', 'a', '--api-key', 'k'], 'without a service address'],
      [['track', 'X', '--scac', 'M4EU!'], 'is not a carrier code'],
      [
        ['track', 'X', '--type', 'pallet'],
        '--type must be one of container, bill_of_lading, booking'
      ],
      [['watch', 'd', '--quiet-ms', 'soon'], '--quiet-ms must be a whole number'],
      [['watch', 'd', '--after', 'shred'], '--after must be one of keep, move, delete']
    ])('refuses %j with a specific message', (argv, message) => {
      const text = refusal(argv)
      expect(text).toContain(message)
      expect(text).toMatch(/Run with --help for usage\.$/)
    })

    it('never echoes the API key in a refusal', () => {
      expect(refusal(['upload', 'a.pdf', '--api-key', 'sbx_secret_999'])).not.toContain(
        'sbx_secret_999'
      )
    })
  })
})
