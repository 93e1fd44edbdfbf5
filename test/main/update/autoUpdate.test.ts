import { describe, expect, it } from 'vitest'
import { runAutoUpdate, updatePlan, type UpdaterLike } from '../../../src/main/update/autoUpdate'
import type { AppLogger } from '../../../src/main/logging/logger'

function recorder() {
  const lines: string[] = []
  const logger = {
    error: (...d: unknown[]) => lines.push(`error ${d.join(' ')}`),
    warn: (...d: unknown[]) => lines.push(`warn ${d.join(' ')}`),
    info: (...d: unknown[]) => lines.push(`info ${d.join(' ')}`),
    debug: (...d: unknown[]) => lines.push(`debug ${d.join(' ')}`),
    setLevel: () => undefined,
    file: ''
  } satisfies AppLogger
  const calls: string[] = []
  const updater: UpdaterLike = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: null,
    setFeedURL: (o) => void calls.push(`feed ${o.provider} ${o.url}`),
    checkForUpdatesAndNotify: async () => void calls.push('check')
  }
  return { lines, logger, calls, updater }
}

describe('update/autoUpdate', () => {
  describe('updatePlan()', () => {
    it('is off by default and explains why', () => {
      expect(updatePlan({ enabled: false, feedUrl: null }, true)).toEqual({
        check: false,
        reason: 'automatic updates are off'
      })
      expect(updatePlan({ enabled: true, feedUrl: null }, true)).toMatchObject({
        check: false,
        reason: expect.stringContaining('no feed URL')
      })
      expect(
        updatePlan({ enabled: true, feedUrl: 'https://updates.corp.test/dropdock' }, false)
      ).toMatchObject({ check: false })
    })
  })

  describe('runAutoUpdate()', () => {
    it('does not even load electron-updater when updates are off', async () => {
      const r = recorder()
      let loaded = false
      await runAutoUpdate({
        settings: { enabled: false, feedUrl: null },
        isPackaged: true,
        logger: r.logger,
        load: async () => ((loaded = true), r.updater)
      })
      expect(loaded).toBe(false)
    })

    it("checks IT's generic feed when enabled in an installed build", async () => {
      const r = recorder()
      const url = 'https://updates.corp.test/dropdock'
      await runAutoUpdate({
        settings: { enabled: true, feedUrl: url },
        isPackaged: true,
        logger: r.logger,
        load: async () => r.updater
      })
      expect(r.calls).toEqual([`feed generic ${url}`, 'check'])
      expect(r.updater.logger).toBe(r.logger)
    })

    it('logs a failed check instead of throwing', async () => {
      const r = recorder()
      r.updater.checkForUpdatesAndNotify = async () => {
        throw new Error('feed unreachable')
      }
      await runAutoUpdate({
        settings: { enabled: true, feedUrl: 'https://u.test/' },
        isPackaged: true,
        logger: r.logger,
        load: async () => r.updater
      })
      expect(r.lines.join('\n')).toMatch(/warn update check failed/)
    })
  })
})
