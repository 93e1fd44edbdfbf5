import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { startSandbox } from '../../src/sandbox/index'
import { captureIo } from './capture'
import { sendJson, startFakeServer } from '../engine/client/fakeServer'

let dir: string
let sandbox: Awaited<ReturnType<typeof startSandbox>>
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-cli-lookup-'))
  sandbox = await startSandbox({ log: () => undefined })
})
afterAll(async () => {
  await sandbox?.close()
  await rm(dir, { recursive: true, force: true })
})

async function cli(...argv: string[]) {
  const c = captureIo()
  const code = await runCli(
    [
      ...argv,
      '--json',
      '--state',
      dir,
      '--base-url',
      sandbox.baseUrl,
      '--api-key',
      sandbox.apiKey,
      '--app-url',
      sandbox.appUrl
    ],
    c.io
  )
  return { code, events: c.events() }
}

describe('cli lookups', () => {
  describe('runCli() infer', () => {
    it('prints carrier, number type and a deep link for a valid container', async () => {
      const { code, events } = await cli('infer', 'MSCU6639870')
      expect(code).toBe(0)
      expect(events).toEqual([
        expect.objectContaining({
          event: 'inferred',
          number: 'MSCU6639870',
          number_type: 'container',
          shipping_line: expect.objectContaining({
            decision: 'auto_select',
            selected: expect.objectContaining({ scac: 'MSCU' })
          }),
          deep_link: `${sandbox.appUrl}/shipments/find?q=MSCU6639870`
        })
      ])
    })

    it('prints no deep link when the web-app address was not given, rather than guess one', async () => {
      const c = captureIo()
      const argv = ['infer', 'MSCU6639870', '--json', '--state', dir]
      const service = ['--base-url', sandbox.baseUrl, '--api-key', sandbox.apiKey]
      expect(await runCli([...argv, ...service], c.io)).toBe(0)
      expect(c.events()[0]).toMatchObject({ event: 'inferred', deep_link: null })
    })

    it('exits 1 for a number that fails its check digit, saying why', async () => {
      const { code, events } = await cli('infer', 'MSCU6639871')
      expect(code).toBe(1)
      expect(events[0]).toMatchObject({
        validation: { is_valid: false, reason: 'Invalid check digit' }
      })
    })

    it('reports junk the service refuses as a validation error', async () => {
      const { code, events } = await cli('infer', '!!')
      expect(code).toBe(1)
      expect(events[0]).toMatchObject({ event: 'error', kind: 'validation', status: 422 })
    })

    it('names the refused number in the error a person reads', async () => {
      const c = captureIo()
      const service = ['--base-url', sandbox.baseUrl, '--api-key', sandbox.apiKey]
      expect(await runCli(['infer', 'XYZ', '--state', dir, ...service], c.io)).toBe(1)
      expect(c.stderr()).toMatch(/^Error: Could not look up "XYZ": .*422/m)
    })
  })

  describe('runCli() track', () => {
    it('creates a tracking request with the inferred carrier and the given references', async () => {
      const { code, events } = await cli('track', 'MAEU241238765', '--ref', 'PO-7781')
      expect(events[0]).toMatchObject({
        event: 'tracking_requested',
        request_number: 'MAEU241238765',
        request_type: 'bill_of_lading',
        scac: 'MAEU'
      })
      // The command waits for the request's outcome instead of printing "pending" as if done.
      expect(events[0].status).toBe('created')
      expect(code).toBe(0)
      const client = createServiceClient({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey })
      const stored = await client.getTrackingRequest(String(events[0].id))
      expect(stored.data.attributes).toMatchObject({
        request_number: 'MAEU241238765',
        scac: 'MAEU',
        ref_numbers: ['PO-7781']
      })
    })

    it('names the shipment of a number already tracked, and is not a failure', async () => {
      const first = await cli('track', 'MAEU241239876')
      expect(first.events[0]).toMatchObject({ event: 'tracking_requested', status: 'created' })
      const c = captureIo()
      const service = ['--base-url', sandbox.baseUrl, '--api-key', sandbox.apiKey]
      const code = await runCli(['track', 'MAEU241239876', '--state', dir, ...service], c.io)
      expect(c.stdout()).toMatch(/^Already tracked: MAEU241239876 .* is shipment MAEU241239876 /m)
      expect(c.stdout()).not.toMatch(/pending/)
      expect(code).toBe(0)
      const again = await cli('track', 'MAEU241239876')
      expect(again.events[0]).toMatchObject({
        event: 'already_tracked',
        status: 'failed',
        failed_reason: 'duplicate',
        bill_of_lading_number: 'MAEU241239876',
        shipment_id: expect.any(String)
      })
      expect(again.code).toBe(0)
    })

    it('says why the service refused a number, with exit 1', async () => {
      const { code, events } = await cli('track', 'MAEU241234404')
      expect(events[0]).toMatchObject({ status: 'failed', failed_reason: 'not_found' })
      expect(code).toBe(1)
    })

    it('does not guess a carrier the service is unsure of', async () => {
      const { code, events } = await cli('track', '123456')
      expect(code).toBe(1)
      expect(events[0]).toMatchObject({ event: 'carrier_uncertain', number: '123456' })
    })

    it('sends a booking as booking_number when the carrier and type are given', async () => {
      const { events } = await cli('track', '998877665', '--scac', 'MAEU', '--type', 'booking')
      expect(events[0]).toMatchObject({
        event: 'tracking_requested',
        request_type: 'booking_number',
        scac: 'MAEU'
      })
    })
  })

  describe('runCli() connection check', () => {
    it('goes on when the first request is rate limited, saying so', async () => {
      const server = await startFakeServer((req, res) => {
        if (req.url.startsWith('/v2/documents/types')) {
          sendJson(res, 429, { errors: [{ detail: 'Slow down' }] }, { 'Retry-After': '120' })
        } else {
          sendJson(res, 200, {
            data: {
              id: 'i1',
              type: 'infer_number_results',
              attributes: {
                number_type: 'container',
                validation: {
                  is_valid: true,
                  type: 'container',
                  check_digit_passed: true,
                  parsed_number: null,
                  reason: null
                },
                shipping_line: {
                  decision: 'auto_select',
                  selected: { scac: 'MSCU', name: 'MSC', confidence: 1 },
                  candidates: []
                }
              }
            }
          })
        }
      })
      try {
        const c = captureIo()
        const code = await runCli(
          [
            'infer',
            'MSCU6639870',
            '--json',
            '--state',
            dir,
            '--base-url',
            `${server.url}/v2`,
            '--api-key',
            'k'
          ],
          c.io
        )
        expect(code).toBe(0)
        expect(c.events().map((e) => e.event)).toEqual(['note', 'inferred'])
        expect(c.events()[0]).toMatchObject({ kind: 'rate_limited' })
      } finally {
        await server.close()
      }
    })
  })
})
