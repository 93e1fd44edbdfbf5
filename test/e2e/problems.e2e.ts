import { describe, expect, it } from 'vitest'
import type { CommandName } from '@shared/ipc'
import type { Locale } from '@shared/i18n/locales'
import { deskRoutes } from './desk'
import { seriousViolations } from './axe'
import { useChromiumApp, type CommandHandler } from './harness'
import { catalogText } from './catalogText'

/**
 * Problems that stop files, in Chromium, in English, German and Chinese: the disk under
 * Dropdock's data full, the service out of reach and a watched share gone, each a banner with
 * its path or host and its action; a failed command as a notice below the list, never over its
 * rows, with "Try again". Screenshots go to test-results/ as problems-<locale>-<size>.png.
 */
const STORE = '/home/clerk/.config/Dropdock/intake/ledger.journal.jsonl'
const SHARE = '/mnt/customs-share'

const troubled: CommandHandler = async (name: CommandName, input: unknown) => {
  if (name === 'app.info') {
    const answer = await deskRoutes(name, input)
    return {
      ok: true,
      value: { ...(answer as { value: object }).value, reachHost: 'api.dropdock.example' }
    }
  }
  if (name === 'app.status') {
    return {
      ok: true,
      value: {
        connection: 'offline',
        paused: false,
        counts: { total: 60, active: 20, done: 40, attention: 12, failed: 12, paused: false },
        message: 'connect ECONNREFUSED 10.0.0.7:443',
        storage: {
          message: `The disk holding Dropdock's data is full: ${STORE}`,
          code: 'ENOSPC',
          path: STORE
        },
        folderProblems: [{ path: SHARE, state: 'unreachable', code: 'ENOENT', reason: 'gone' }]
      }
    }
  }
  if (name === 'app.checkConnection' || name === 'app.showStorage')
    return { ok: true, value: undefined }
  if (name === 'intake.retryFailed') {
    return { ok: false, error: { kind: 'network', message: 'connect ECONNREFUSED 10.0.0.7:443' } }
  }
  return deskRoutes(name, input)
}

const text = (locale: Locale, key: string, values: Record<string, string> = {}): string =>
  catalogText(locale, key, values, { form: 'last' })

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

describe('problems that say what to do, in Chromium', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN']
  ] as const) {
    it(`shows each problem with its action and keeps notices off the list (${tag})`, async () => {
      for (const size of [
        { name: '1280x800', width: 1280, height: 800 },
        { name: '1024x700', width: 1024, height: 700 },
        // The window at 150 % zoom: 1280×800 device pixels are 853×533 CSS pixels.
        { name: 'zoom150', width: 853, height: 533 }
      ]) {
        const app = await chromium.open(troubled, { locale: tag, viewport: size })
        const { page } = app
        const banner = page.getByTestId('problems')
        await banner.waitFor()
        const alerts = await banner.getByRole('alert').allInnerTexts()
        expect(alerts).toHaveLength(3)
        expect(alerts[0]).toContain(STORE)
        expect(alerts[0]).toContain(text(locale, 'shell.problem.openFolder'))
        expect(alerts[1]).toContain(
          text(locale, 'shell.problem.offline', { host: 'api.dropdock.example' })
        )
        expect(alerts[1]).toContain(text(locale, 'shell.problem.tryAgain'))
        expect(alerts[2]).toContain(SHARE)
        expect(alerts[2]).toContain(text(locale, 'shell.problem.openSettings'))
        expect(await page.getByTestId('pause').innerText()).toContain(text(locale, 'shell.held'))

        // A failed command: a notice below the list, naming what was asked, with Try again.
        await page.getByTestId('retry-failed').click()
        const notice = page.getByTestId('notice').first()
        await notice.waitFor()
        expect(await notice.innerText()).toContain(
          text(locale, 'inbox.failed.retryFailed', { reason: text(locale, 'errors.kind.network') })
        )
        expect(await notice.getByTestId('notice-retry').innerText()).toBe(
          text(locale, 'shell.notices.tryAgain')
        )
        const rects = await page.evaluate(() => {
          const box = (s: string) => document.querySelector(s)!.getBoundingClientRect().toJSON()
          return { notice: box('[data-test="notice"]'), list: box('.list-pane') }
        })
        expect(overlaps(rects.notice as DOMRect, rects.list as DOMRect)).toBe(false)
        // Nothing sticks out of the window sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width
        )
        await app.screenshot(`problems-${locale}-${size.name}`)
        expect(await seriousViolations(page), 'axe: critical and serious').toEqual([])

        await banner.getByTestId('problem-openSettings').last().click()
        await page.getByRole('heading', { level: 2 }).first().waitFor()
        expect(await page.getByTestId('nav-settings').getAttribute('aria-current')).toBe('page')
        expect(app.errors).toEqual([])
        await app.close()
      }
    })
  }
})
