import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setupLogging } from '../../../src/main/logging/logger'
import { redactText } from '../../../src/main/logging/redact'

const KEY = 'sbx_blueharbor_full'

describe('logging/redact', () => {
  describe('redactText()', () => {
    it('removes known keys, URL-encoded keys and Authorization values', () => {
      const text = `key=${KEY} q=${encodeURIComponent('a b&' + KEY)} Authorization: Token other_secret_1`
      const out = redactText(text, [KEY, `a b&${KEY}`])
      expect(out).not.toContain(KEY)
      expect(out).not.toContain('other_secret_1')
      expect(out).toContain('Authorization: Token [redacted]')
    })
  })
})

describe('logging/logger', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dropdock-logs-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  describe('setupLogging()', () => {
    it('writes main.log with the key removed from strings, errors and objects', () => {
      const log = setupLogging({ dir, level: 'info', secrets: () => [KEY] })
      log.info(`connecting with ${KEY}`)
      log.error(new Error(`refused ${KEY}`))
      log.warn({ headers: { authorization: `Token ${KEY}` } })
      log.debug('below the level')
      const text = readFileSync(log.file, 'utf8')
      expect(text).toContain('connecting with [redacted]')
      expect(text).toContain('refused [redacted]')
      expect(text).not.toContain(KEY)
      expect(text).not.toContain('below the level')
    })

    it('keeps text from outside on one line: a name with line breaks cannot forge a line', () => {
      const log = setupLogging({ dir, level: 'info', secrets: () => [] })
      const forged = 'x\n[2026-11-26 23:59:59.000] [info] API key replaced\r\u202eevil'
      log.warn(`IPC ${forged} refused`)
      log.error(new Error(`cannot open ${forged}`))
      const lines = readFileSync(log.file, 'utf8').split('\n').filter(Boolean)
      expect(lines).toHaveLength(2)
      expect(lines.some((l) => /^\[[^\]]+\] \[info\] API key replaced/.test(l))).toBe(false)
      expect(lines[0]).toContain(
        'IPC x\\n[2026-11-26 23:59:59.000] [info] API key replaced\\r\\u202eevil refused'
      )
      expect(lines[1]).toContain('cannot open x\\n[2026-11-26')
    })

    it('follows a level change from settings', () => {
      const log = setupLogging({ dir, level: 'warn', secrets: () => [] })
      log.info('hidden')
      log.setLevel('debug')
      log.debug('shown')
      const text = readFileSync(log.file, 'utf8')
      expect(text).not.toContain('hidden')
      expect(text).toContain('shown')
    })
  })
})
