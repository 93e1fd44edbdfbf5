import { describe, expect, it } from 'vitest'
import type { CommandName } from '@shared/ipc'
import type { DocumentDetail } from '@shared/views'
import type { IntakeError, IntakeItem } from '@shared/intake'
import type { Locale } from '@shared/i18n/locales'
import { seriousViolations } from './axe'
import { deskRoutes } from './desk'
import { useChromiumApp, type CommandHandler } from './harness'
import { catalogText } from './catalogText'

/**
 * What went wrong, in a German or Chinese window: the document detail of an invoice whose
 * extraction failed (its original gone, its shipments not loaded) and the lookup of a number the
 * service refused. Main's English sentences must not be the window's text; screenshots go to
 * test-results/ as error-words-<locale>-detail.png and error-words-<locale>-lookup.png.
 */

const NOTE =
  "Classified as Commercial Invoice by keywords 'commercial invoice'×1 (title) (score 45; next: Bill of Lading (11))."
const ENGLISH = {
  preview:
    '"INV-2026-0415.pdf" is no longer on this computer and the service has no copy of it yet.',
  gap: 'connect ECONNREFUSED 10.0.0.7:443',
  lookup: 'number: must be 4 to 40 letters or digits'
}

const failed = (error: IntakeError) => ({ ok: false as const, error })

/** The desk, with the invoice's extraction failed and the errors a clerk may meet around it. */
const failingDesk: CommandHandler = async (name: CommandName, input: unknown) => {
  if (name === 'document.preview') return failed({ kind: 'not_found', message: ENGLISH.preview })
  if (name === 'lookup.infer') return failed({ kind: 'validation', message: ENGLISH.lookup })
  const answer = await deskRoutes(name, input)
  if (!answer.ok) return answer
  const broken = (item: IntakeItem): IntakeItem =>
    item.name === 'INV-2026-0415.pdf'
      ? {
          ...item,
          state: 'extraction_failed',
          lastError: {
            kind: 'upstream',
            message: 'The service could not extract data from this document.'
          }
        }
      : item
  if (name === 'intake.list') return { ok: true, value: (answer.value as IntakeItem[]).map(broken) }
  if (name === 'document.detail') {
    const detail = answer.value as DocumentDetail
    return {
      ok: true,
      value: {
        ...detail,
        item: broken(detail.item),
        document: { ...detail.document!, classification_notes: NOTE },
        representation: null,
        shipments: [],
        containers: [],
        gap: { part: 'shipments', error: { kind: 'network', message: ENGLISH.gap } }
      }
    }
  }
  return answer
}

const text = (locale: Locale, key: string): string => catalogText(locale, key)

describe('errors in the window’s language', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['de-DE', 'de'],
    ['zh-CN', 'zh-CN']
  ] as const) {
    it(`shows a failed extraction and a refused lookup in ${tag}`, async () => {
      const app = await chromium.open(failingDesk, { locale: tag })
      const { page } = app
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
      await page.getByTestId('original-unavailable').waitFor()
      await page.getByTestId('detail-gap').waitFor()

      expect((await page.getByTestId('original-unavailable').innerText()).trim()).toContain(
        text(locale, 'errors.in.document.not_found')
      )
      expect((await page.getByTestId('detail-gap').innerText()).trim()).toBe(
        text(locale, 'detail.gap.shipments').replace(
          '{reason}',
          text(locale, 'errors.kind.network')
        )
      )
      expect(await page.getByTestId('detail-gap').getAttribute('title')).toBe(ENGLISH.gap)
      expect((await page.getByTestId('why-type').locator('summary').innerText()).trim()).toBe(
        text(locale, 'detail.type.why')
      )
      const detailText = await page.locator('aside').first().innerText()
      for (const english of [ENGLISH.preview, ENGLISH.gap, NOTE]) {
        expect(detailText).not.toContain(english)
      }
      await app.screenshot(`error-words-${locale}-detail`)
      expect.soft(await seriousViolations(page), 'detail').toEqual([])

      await page.getByTestId('nav-lookup').click()
      await page.getByTestId('lookup-number').fill('MSCU/6639870')
      await page.getByTestId('lookup-submit').click()
      const error = page.getByTestId('lookup-error')
      await error.waitFor()
      expect((await error.innerText()).trim()).toBe(text(locale, 'errors.in.lookup.validation'))
      expect(await error.getAttribute('title')).toBe(ENGLISH.lookup)
      await app.screenshot(`error-words-${locale}-lookup`)
      expect.soft(await seriousViolations(page), 'lookup').toEqual([])

      expect(app.cspViolations()).toEqual([])
      expect(app.errors).toEqual([])
      await app.close()
    })
  }
})
