import { describe, expect, it } from 'vitest'
import type { CommandName } from '@shared/ipc'
import type { Locale } from '@shared/i18n/locales'
import { deskRoutes } from './desk'
import { seriousViolations } from './axe'
import { useChromiumApp, type CommandHandler } from './harness'
import { catalogText } from './catalogText'

/**
 * Files waiting for the service, in Chromium, in English, German and Chinese at 1024×700: the
 * banner says when they are tried next and how many wait, and its "Try now", reached with the
 * keyboard alone, asks main to try at once; the inbox beside it cuts no name or type.
 * Screenshots: test-results/service-wait-<locale>.png.
 */
const NEXT_TRY = '2026-12-01T19:24:00.000Z'

const text = (locale: Locale, key: string): string => catalogText(locale, key)

describe('files waiting for the service, in Chromium', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['en-US', 'en'],
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN']
  ] as const) {
    it(`says the next try and tries now from the keyboard (${tag})`, async () => {
      const asked: string[] = []
      const waiting: CommandHandler = async (name: CommandName, input: unknown) => {
        if (name === 'intake.tryNow') {
          asked.push(name)
          return { ok: true, value: { count: 3 } }
        }
        const answer = await deskRoutes(name, input)
        if (name !== 'app.status' || !answer.ok) return answer
        const status = answer.value as object
        return { ok: true, value: { ...status, serviceWait: { nextTryAt: NEXT_TRY, files: 3 } } }
      }
      const app = await chromium.open(waiting, {
        locale: tag,
        viewport: { width: 1024, height: 700 }
      })
      const { page } = app
      const banner = page.getByTestId('problems')
      await banner.waitFor()
      const said = await banner.getByRole('alert').innerText()
      // The next try in the window's language and the clerk's local time.
      const time = await page.evaluate(
        ([at, lang]) => new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(at)),
        [NEXT_TRY, locale] as const
      )
      expect(said).toContain(time)
      expect(said).toContain('3')
      const button = banner.getByTestId('problem-tryNow')
      expect(await button.innerText()).toBe(text(locale, 'shell.problem.tryNow'))

      // Keyboard alone: Tab until "Try now" has the focus, then Enter.
      let focused = false
      for (let i = 0; i < 40 && !focused; i++) {
        await page.keyboard.press('Tab')
        focused = await button.evaluate((b) => b === document.activeElement)
      }
      expect(focused).toBe(true)
      await page.keyboard.press('Enter')
      await expect.poll(() => asked).toEqual(['intake.tryNow'])

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        1024
      )
      // At 1024×700 the list shows fewer columns, each whole: no name or type is cut.
      const cut = await page
        .locator('[data-test="inbox-row"] .name, [data-test="inbox-row"] .type')
        .evaluateAll((cells) =>
          cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent)
        )
      expect(cut).toEqual([])
      await app.screenshot(`service-wait-${locale}`)
      expect(await seriousViolations(page), 'axe: critical and serious').toEqual([])
      expect(app.errors).toEqual([])
      await app.close()
    })
  }
})
