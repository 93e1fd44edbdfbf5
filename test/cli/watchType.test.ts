import { copyFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXIT } from '../../src/cli/exitCodes'
import { runCli } from '../../src/cli/run'
import { createServiceClient } from '../../src/engine/client/serviceClient'
import { captureIo } from './capture'
import { useSandboxRun } from './sandboxRun'

const run = useSandboxRun('watch-type', { fixtures: true })

/** The CLI against the file's sandbox, its key in DROPDOCK_API_KEY as the CLI advises. */
async function cli(argv: string[]) {
  const c = captureIo({
    DROPDOCK_API_KEY: run.sandbox.apiKey,
    DROPDOCK_BASE_URL: run.sandbox.baseUrl
  })
  const code = await runCli(argv, c.io)
  return { code, stdout: c.stdout(), stderr: c.stderr(), events: () => c.events() }
}

describe('watch --type', () => {
  it("creates every file of the folder with that type and says it is the folder's rule", async () => {
    const folder = join(run.dir, 'scans')
    await mkdir(folder)
    await copyFile(run.fixtures.packingListPdf, join(folder, 'scan-0007.pdf'))
    const state = run.stateDir()
    const argv = ['watch', folder, '--type', 'packing_list', '--until-idle', '--quiet-ms', '0']
    const json = await cli([...argv, '--json', '--state', state])
    expect(json.code).toBe(EXIT.ok)
    const file = json.events().find((e) => e.event === 'file')!
    expect(file).toMatchObject({
      name: 'scan-0007.pdf',
      state: 'extracted',
      document_type: 'packing_list',
      type_from_folder_rule: true
    })
    const status = await cli(['status', '--state', state])
    expect(status.stdout).toMatch(
      /^[0-9a-f]{8} {2}ok {3}scan-0007\.pdf: extracted \(packing list \(set by the folder's rule\)/m
    )
    // The service was given the type: it extracted under it without classifying the scan.
    const client = createServiceClient({
      baseUrl: run.sandbox.baseUrl,
      apiKey: run.sandbox.apiKey
    })
    const doc = (await client.getDocument(file.document_id as string)).data.attributes
    expect(doc).toMatchObject({ document_type_manual: 'packing_list', document_type: null })
  })

  it('refuses an unknown type with the known ones, and watches nothing', async () => {
    const r = await cli(['watch', run.dir, '--type', 'memo', '--state', run.stateDir()])
    expect(r.code).toBe(EXIT.usage)
    expect(r.stderr).toContain(
      '--type "memo" is not a document type; known: commercial_invoice, bill_of_lading, ' +
        'sea_waybill, house_bill_of_lading, arrival_notice, delivery_order, packing_list, ' +
        'cargo_control_document.'
    )
    expect(r.stdout).toBe('')
  })

  it('keeps --type of track for number types', async () => {
    const r = await cli(['track', 'MSCU6639870', '--type', 'packing_list'])
    expect(r.code).toBe(EXIT.usage)
    expect(r.stderr).toContain('--type must be one of container, bill_of_lading, booking.')
  })
})
