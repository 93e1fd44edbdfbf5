import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMAND_NAMES } from '@shared/ipc'
import type { IntakeItem } from '@shared/intake'
import { startSandbox } from '../../../../src/sandbox/index'
import { folderDefaults } from '@shared/folderDefaults'
import { startHarness, type Harness } from '../../support/routeHarness'
import { readZip } from '../../support/readZip'
import { INVOICE_TEXT } from '../../support/invoiceText'
import { waitFor } from '../../../support/waitFor'

describe('ipc/routes', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ keyStorage: 'basic_text' })
  })
  afterAll(async () => {
    await h.close()
  })

  describe('createRoutes()', () => {
    it('has a handler for every command of the contract', () => {
      expect(Object.keys(h.routes).sort()).toEqual([...COMMAND_NAMES].sort())
    })

    it('reports the embedded sandbox in app.info', async () => {
      expect(await h.call('app.info')).toMatchObject({
        ok: true,
        value: { sandbox: true, service: 'sandbox', serviceHost: null }
      })
    })

    it('takes a dropped invoice through to a detail with its extracted data and linked shipment', async () => {
      const path = join(h.root, 'invoice.txt')
      writeFileSync(path, INVOICE_TEXT)
      expect(
        await h.call('intake.addDropped', { paths: [path, join(h.root, 'missing.pdf')] })
      ).toMatchObject({
        ok: true,
        value: {
          accepted: 1,
          rejected: [{ kind: 'missing', reason: expect.stringContaining('does not exist') }]
        }
      })
      const item = await waitFor<IntakeItem>(
        () =>
          h.host
            .intake()
            .list()
            .find((i) => i.name === 'invoice.txt' && i.state === 'extracted'),
        'the invoice to be extracted',
        15_000
      )
      const detail = await h.call('document.detail', { itemId: item.id })
      if (!detail.ok) throw new Error(detail.error.message)
      expect(detail.value.document?.document_type).toBe('commercial_invoice')
      expect(detail.value.representation?.payload).toBeTruthy()
      expect(detail.value.shipments.map((s) => s.attributes.bill_of_lading_number)).toContain(
        'MAEU241234567'
      )
      expect(detail.value.shipments[0].webUrl).toMatch(/\/shipments\/find\?q=MAEU241234567$/)
      expect(detail.value.gap).toBeNull()

      await h.call('document.showInFolder', { itemId: item.id })
      expect(h.record.shownInFolder).toEqual([path])
    })

    it('refuses an empty dropped file and an empty attachment alike: state empty, with the reason', async () => {
      const path = join(h.root, 'blank-drop.pdf')
      writeFileSync(path, '')
      expect(await h.call('intake.addDropped', { paths: [path] })).toMatchObject({
        ok: true,
        value: { accepted: 1, rejected: [] }
      })
      const added = await h.call('intake.addBytes', {
        name: 'blank-attachment.pdf',
        bytes: new Uint8Array(0),
        md5: '1B2M2Y8AsgTpgAmY7PhCfg=='
      })
      expect(added).toEqual({ ok: true, value: { id: expect.any(String) } })
      const items = await waitFor(
        () => {
          const mine = h.host
            .intake()
            .list()
            .filter((i) => i.name.startsWith('blank-') && i.state === 'empty')
          return mine.length === 2 ? mine : undefined
        },
        'both empty files to be refused',
        10_000
      )
      expect(items.map((i) => [i.name, i.lastError?.message]).sort()).toEqual([
        ['blank-attachment.pdf', 'the file is empty'],
        ['blank-drop.pdf', 'the file is empty']
      ])
    })

    it('refuses a detail for an unknown item with not_found', async () => {
      expect(await h.call('document.detail', { itemId: 'nope' })).toMatchObject({
        ok: false,
        error: { kind: 'not_found', message: 'This file is no longer in the inbox.' }
      })
    })

    it('infers a container number through the service', async () => {
      const res = await h.call('lookup.infer', { number: 'MSKU1234565' })
      expect(res).toMatchObject({ ok: true, value: { number_type: 'container' } })
    })

    it('tracks a booking number as request type booking_number', async () => {
      const res = await h.call('lookup.track', {
        number: 'MAEU900100200',
        numberType: 'booking',
        scac: 'MAEU'
      })
      if (!res.ok) throw new Error(res.error.message)
      expect(res.value.attributes.request_type).toBe('booking_number')
      const again = await h.call('lookup.trackingStatus', { id: res.value.id })
      expect(again).toMatchObject({ ok: true, value: { id: res.value.id } })
    })

    it('opens the web app only on its own origin', async () => {
      await h.call('document.openInWebApp', { query: 'MAEU241234567' })
      expect(h.record.openedExternal).toEqual([`${h.host.appUrl()}/shipments/find?q=MAEU241234567`])
    })

    it('pauses and resumes intake, visible in app.status', async () => {
      await h.call('intake.pause')
      expect(await h.call('app.status')).toMatchObject({ ok: true, value: { paused: true } })
      await h.call('intake.resume')
      expect(await h.call('app.status')).toMatchObject({ ok: true, value: { paused: false } })
    })

    it('asks before saving a key in weak storage and never returns the key', async () => {
      const refused = await h.call('settings.setApiKey', {
        apiKey: 'sbx_blueharbor_readonly',
        acceptWeakStorage: false
      })
      expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
      const view = await h.call('settings.get')
      expect(view).toMatchObject({
        ok: true,
        value: { hasApiKey: false, keyStorage: 'basic_text', locked: [] }
      })
      const accepted = await h.call('settings.setApiKey', {
        apiKey: 'sbx_blueharbor_readonly',
        acceptWeakStorage: true
      })
      expect(accepted).toMatchObject({ ok: true, value: { hasApiKey: true } })
      expect(JSON.stringify(accepted)).not.toContain('sbx_blueharbor_readonly')
      expect(await h.call('settings.clearApiKey')).toMatchObject({
        ok: true,
        value: { hasApiKey: false }
      })
      expect(await h.call('app.info')).toMatchObject({ ok: true, value: { sandbox: true } })
    })

    it('tests a connection and names a refused key', async () => {
      // The standalone sandbox of tests and demos: it takes the published seeded keys.
      const standalone = await startSandbox({ log: () => undefined })
      try {
        const good = await h.call('settings.testConnection', {
          mode: 'custom',
          baseUrl: standalone.baseUrl,
          apiKey: 'sbx_blueharbor_full'
        })
        const host = new URL(standalone.baseUrl).host
        expect(good).toMatchObject({ ok: true, value: { ok: true, outcome: 'connected', host } })
        const bad = await h.call('settings.testConnection', {
          mode: 'custom',
          baseUrl: standalone.baseUrl,
          apiKey: 'sbx_wrong_key'
        })
        if (!bad.ok) throw new Error(bad.error.message)
        expect(bad.value).toMatchObject({ ok: false, outcome: 'failed', error: { kind: 'auth' } })
        expect(JSON.stringify(bad.value)).not.toContain('sbx_wrong_key')
      } finally {
        await standalone.close()
      }
    })

    it('has an embedded sandbox that refuses the published seeded keys', async () => {
      for (const apiKey of [
        'sbx_blueharbor_full',
        'sbx_blueharbor_readonly',
        'sbx_northgate_full'
      ]) {
        const res = await h.call('settings.testConnection', {
          mode: 'custom',
          baseUrl: h.host.client().baseUrl,
          apiKey
        })
        if (!res.ok) throw new Error(res.error.message)
        expect(res.value.ok, apiKey).toBe(false)
        expect(res.value.message).toContain('401')
      }
    })

    it('never sends the saved key to an address other than the saved one', async () => {
      await h.call('settings.update', {
        connection: { mode: 'custom', baseUrl: h.host.client().baseUrl }
      })
      await h.call('settings.setApiKey', { apiKey: 'sbx_blueharbor_full', acceptWeakStorage: true })
      const other = await h.call('settings.testConnection', {
        mode: 'custom',
        baseUrl: 'https://evil.test/v2'
      })
      expect(other).toMatchObject({
        ok: true,
        value: {
          ok: false,
          outcome: 'keyForAddress',
          message: expect.stringContaining('only sent to the saved address')
        }
      })
      await h.call('settings.clearApiKey')
      await h.call('settings.update', { connection: { mode: 'sandbox' } })
    })

    it('restarts intake for new concurrency limits, and only re-watches for new folders', async () => {
      const first = h.host.intake()
      const saved = await h.call('settings.update', { concurrency: { hash: 1, upload: 2 } })
      expect(saved).toMatchObject({ ok: true, value: { concurrency: { hash: 1, upload: 2 } } })
      const restarted = h.host.intake()
      expect(restarted).not.toBe(first)
      const folder = join(h.root, 'empty-watched')
      mkdirSync(folder)
      h.answers.folder = folder
      expect(await h.call('settings.chooseFolder')).toEqual({ ok: true, value: folder })
      const watched = await h.call('settings.update', {
        folders: [{ id: 'w', path: folder, ...folderDefaults() }]
      })
      expect(watched).toMatchObject({ ok: true, value: { folders: [{ path: folder }] } })
      expect(h.host.intake()).toBe(restarted)
      await h.call('settings.update', { folders: [] })
    })

    it('refuses an update feed chosen from the window', async () => {
      expect(
        await h.call('settings.update', {
          autoUpdate: { enabled: true, feedUrl: 'https://evil.test/updates' }
        })
      ).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', message: expect.stringContaining('IT') }
      })
      expect(
        await h.call('settings.update', { autoUpdate: { enabled: true, feedUrl: null } })
      ).toMatchObject({
        ok: true,
        value: { autoUpdate: { enabled: true, feedUrl: null } }
      })
    })

    it('exports diagnostics as a zip with settings, ledger summary and versions', async () => {
      const target = join(h.root, 'diag.zip')
      expect(await h.call('diagnostics.export')).toEqual({ ok: true, value: { savedTo: target } })
      const entries = readZip(target)
      expect([...entries.keys()].sort()).toEqual([
        'ledger-summary.json',
        'settings.json',
        'versions.json'
      ])
      const summary = JSON.parse(entries.get('ledger-summary.json')!.toString('utf8'))
      expect(summary.byState.extracted).toBeGreaterThanOrEqual(1)
    })
  })
})
