import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { openService } from '../../../src/cli/service'
import type { CliArgs } from '../../../src/cli/args'
import type { Output } from '../../../src/cli/output'
import { createServiceClient } from '../../../src/engine/client/serviceClient'
import { sendJson, startFakeServer } from './fakeServer'

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }

let server: Awaited<ReturnType<typeof startFakeServer>> | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function typesServer() {
  server = await startFakeServer((_req, res) => sendJson(res, 200, { document_types: [] }))
  return server
}

describe('the User-Agent a host sends', () => {
  it("names the app's version from package.json", async () => {
    const s = await typesServer()
    const client = createServiceClient({ baseUrl: `${s.url}/v2`, apiKey: 'test_key_0123456789' })
    await client.documentTypes()
    expect(s.seen[0].headers['user-agent']).toBe(`Dropdock/${version}`)
  })

  it("names the CLI and the app's version", async () => {
    const s = await typesServer()
    const args = { service: { baseUrl: `${s.url}/v2`, apiKey: 'test_key_0123456789' } }
    const service = await openService(args as CliArgs, {} as Output)
    await service.client.documentTypes()
    await service.close()
    expect(s.seen[0].headers['user-agent']).toBe(`Dropdock-CLI/${version}`)
  })
})
