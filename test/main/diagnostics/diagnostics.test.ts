import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createZip } from '../../../src/main/diagnostics/zip'
import { diagnosticsEntries, ledgerSummary } from '../../../src/main/diagnostics/diagnostics'
import { defaultSettings } from '../../../src/main/settings/defaults'
import { readZip } from '../support/readZip'

const KEY = 'sbx_blueharbor_full'

describe('diagnostics/zip', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-zip-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  describe('createZip()', () => {
    it('writes an archive whose entries, UTF-8 names, sizes and CRCs read back exactly', () => {
      const big = 'line of log text\n'.repeat(20_000)
      const file = join(dir, 'a.zip')
      writeFileSync(
        file,
        createZip([
          { name: 'logs/main.log', data: big },
          { name: 'Übersicht.json', data: '{"ok":true}' }
        ])
      )
      const entries = readZip(file)
      expect([...entries.keys()]).toEqual(['logs/main.log', 'Übersicht.json'])
      expect(entries.get('logs/main.log')!.toString('utf8')).toBe(big)
      expect(entries.get('Übersicht.json')!.toString('utf8')).toBe('{"ok":true}')
    })
  })
})

describe('diagnostics/diagnostics', () => {
  describe('diagnosticsEntries()', () => {
    it('packs logs, settings, ledger summary and versions with the key removed everywhere', () => {
      const logDir = mkdtempSync(join(tmpdir(), 'dropdock-diag-'))
      mkdirSync(logDir, { recursive: true })
      writeFileSync(join(logDir, 'main.log'), `request failed for Token ${KEY}\n`)
      writeFileSync(join(logDir, 'main.old.log'), `older line\n`)
      const entries = diagnosticsEntries({
        logDir,
        settings: defaultSettings,
        keyInfo: () => ({ hasApiKey: true, source: 'stored', storage: 'keychain' }),
        items: () => [],
        versions: () => ({ dropdock: '0.1.0' }),
        serviceLabel: () => 'Sandbox',
        locked: () => [],
        secrets: () => [KEY]
      })
      expect(entries.map((e) => e.name).sort()).toEqual([
        'ledger-summary.json',
        'logs/main.log',
        'logs/main.old.log',
        'settings.json',
        'versions.json'
      ])
      const all = entries.map((e) => String(e.data)).join('\n')
      expect(all).not.toContain(KEY)
      expect(all).toContain('"hasApiKey": true')
      rmSync(logDir, { recursive: true, force: true })
    })
  })

  describe('ledgerSummary()', () => {
    it('counts states and lists the latest failures with their reasons', () => {
      const base = {
        origin: { kind: 'drop' as const },
        path: null,
        size: 1,
        mtimeMs: null,
        md5: null,
        bytesSent: 0,
        attempts: 1,
        nextAttemptAt: null,
        signedId: null,
        documentId: null,
        duplicateOf: null,
        documentType: null,
        shipmentNumbers: [],
        containerNumbers: [],
        history: [],
        seq: 1,
        createdAt: '2026-01-01T00:00:00Z'
      }
      const summary = ledgerSummary([
        {
          ...base,
          id: 'a',
          name: 'a.pdf',
          state: 'extracted',
          lastError: null,
          updatedAt: '2026-01-01T00:00:01Z'
        },
        {
          ...base,
          id: 'b',
          name: 'b.pdf',
          state: 'failed',
          lastError: { kind: 'file', message: 'unreadable' },
          updatedAt: '2026-01-01T00:00:02Z'
        }
      ])
      expect(summary).toEqual({
        total: 2,
        byState: { extracted: 1, failed: 1 },
        failures: [
          {
            id: 'b',
            name: 'b.pdf',
            state: 'failed',
            updatedAt: '2026-01-01T00:00:02Z',
            error: { kind: 'file', message: 'unreadable' }
          }
        ]
      })
    })
  })
})
