import { describe, expect, it } from 'vitest'
import type { CommandName } from '@shared/ipc'
import type { ExtractedValues } from '@shared/corrections'
import type { DocumentDetail } from '@shared/views'
import { seriousViolations } from './axe'
import { deskRoutes } from './desk'
import { useChromiumApp } from './harness'

/**
 * Correcting the invoice's extracted data by keyboard alone, in Chromium, in English and German:
 * Correct, Escape, Correct again, type, Enter; the field marked with what the service read beside
 * it; the amount's editor open (axe runs on it); Revert; Copy. Screenshots:
 * test-results/workbench-correct-<locale>.png (the corrected field and the open amount editor).
 */
function correctingDesk() {
  let manual: ExtractedValues | null = null
  const corrects: unknown[] = []
  async function handle(name: CommandName, input: unknown) {
    if (name === 'document.correct') {
      const fields = (input as { fields: Record<string, ExtractedValues[string] | null> | null })
        .fields
      corrects.push(fields)
      const next: ExtractedValues = { ...manual }
      for (const [k, v] of Object.entries(fields ?? {})) {
        if (v === null) delete next[k]
        else next[k] = v
      }
      manual = fields === null || Object.keys(next).length === 0 ? null : next
      return { ok: true as const, value: { manual, relinkAdvised: false, conflicts: [] } }
    }
    const answer = await deskRoutes(name, input)
    if (name !== 'document.detail' || !answer.ok) return answer
    const detail = answer.value as DocumentDetail
    const service = detail.representation!.payload as ExtractedValues
    return {
      ok: true as const,
      value: {
        ...detail,
        item: { ...detail.item, extracted: service, manual },
        representation: { ...detail.representation!, payload: { ...service, ...manual }, manual }
      }
    }
  }
  return { handle, corrects }
}

const WORDS = {
  en: {
    copied: 'Invoice number copied',
    badge: 'Corrected',
    read: 'Service read: INV-2026-0415',
    last: 'Last change: Invoice number in INV-2026-0415.pdf set back to what the service read',
    undo: 'Undo'
  },
  de: {
    copied: 'Rechnungsnummer kopiert',
    badge: 'Korrigiert',
    read: 'Vom Dienst gelesen: INV-2026-0415',
    last: 'Letzte Änderung: Rechnungsnummer in INV-2026-0415.pdf auf den vom Dienst gelesenen Wert zurückgesetzt',
    undo: 'Rückgängig'
  }
} as const

describe('correcting extracted data, in Chromium', () => {
  const chromium = useChromiumApp()

  for (const [tag, locale] of [
    ['en-US', 'en'],
    ['de-DE', 'de']
  ] as const) {
    it(`edits, marks, reverts and copies a field by keyboard (${locale})`, async () => {
      const { handle, corrects } = correctingDesk()
      const app = await chromium.open(handle, { locale: tag })
      const { page } = app
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      const focused = () =>
        page.evaluate(() => (document.activeElement as HTMLElement).dataset.test)
      const tabTo = async (test: string) => {
        for (let i = 0; i < 80; i++) {
          await page.keyboard.press('Tab')
          if ((await focused()) === test) return
        }
        throw new Error(`Tab never reached ${test}; focus is on ${await focused()}`)
      }
      await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
      await page.getByTestId('correct-invoice_number').waitFor()
      await page.getByTestId('pdf-page').waitFor()

      // Escape closes the editor only: nothing sent, the panel open, focus back on Correct.
      await tabTo('correct-invoice_number')
      await page.keyboard.press('Enter')
      expect(await focused()).toBe('input-invoice_number')
      await page.keyboard.type('-X')
      await page.keyboard.press('Escape')
      expect(await focused()).toBe('correct-invoice_number')
      expect(await page.getByTestId('detail').isVisible()).toBe(true)
      expect(corrects).toEqual([])

      // Corrected on Enter: marked, with what the service read beside it.
      await page.keyboard.press('Enter')
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('INV-2026-0451')
      await page.keyboard.press('Enter')
      await page.getByTestId('corrected-invoice_number').waitFor()
      expect(corrects).toEqual([{ invoice_number: 'INV-2026-0451' }])
      expect(await focused()).toBe('correct-invoice_number')
      expect(await page.getByTestId('value-invoice_number').innerText()).toBe('INV-2026-0451')
      expect(await page.getByTestId('corrected-invoice_number').innerText()).toBe(
        WORDS[locale].badge
      )
      expect(await page.getByTestId('service-read-invoice_number').innerText()).toBe(
        WORDS[locale].read
      )

      // The amount's editor open beside the corrected field: the screenshot and axe.
      await tabTo('correct-total_amount')
      await page.keyboard.press('Enter')
      expect(await focused()).toBe('input-total_amount')
      const look = await page.evaluate(() => {
        const body = document.querySelector<HTMLElement>('[data-test="detail"] .body')!
        const edge = Math.min(body.getBoundingClientRect().right, window.innerWidth)
        const cut = [...body.querySelectorAll<HTMLElement>('button, input, .badge')]
          .filter((e) => e.offsetParent !== null)
          .filter((e) => e.getBoundingClientRect().right > edge + 1)
          .map((e) => e.dataset.test ?? e.textContent!.trim())
        return { cut, sideways: body.scrollWidth - body.clientWidth }
      })
      await page.getByTestId('editor-total_amount').scrollIntoViewIfNeeded()
      await app.screenshot(`workbench-correct-${locale}`)
      expect(look.cut, 'past the edge').toEqual([])
      expect(look.sideways, 'sideways scroll').toBeLessThanOrEqual(1)
      expect(await seriousViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      expect(await focused()).toBe('correct-total_amount')

      // Reverted by keyboard: the service's value again, focus on the field's Correct.
      await page.keyboard.press('Shift+Tab')
      for (let i = 0; i < 10 && (await focused()) !== 'revert-invoice_number'; i++)
        await page.keyboard.press('Shift+Tab')
      expect(await focused()).toBe('revert-invoice_number')
      await page.keyboard.press('Enter')
      await page.getByTestId('corrected-invoice_number').waitFor({ state: 'detached' })
      expect(corrects).toEqual([{ invoice_number: 'INV-2026-0451' }, { invoice_number: null }])
      expect(await page.getByTestId('value-invoice_number').innerText()).toBe('INV-2026-0415')
      expect(await focused()).toBe('correct-invoice_number')

      // Copied: on the clipboard, and said.
      await page.keyboard.press('Shift+Tab')
      expect(await focused()).toBe('copy-invoice_number')
      await page.keyboard.press('Enter')
      await page.getByText(WORDS[locale].copied).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('INV-2026-0415')
      expect(await focused()).toBe('copy-invoice_number')

      // Another document opened (Alt+Down): the revert's Undo leaves the notice area; back on
      // the invoice (Alt+Up) it waits in the detail as the last change, named.
      const undoInNotices = page.locator('[data-test="notices"] [data-test="notice-undo"]')
      // The correction's and the revert's.
      expect(await undoInNotices.count()).toBe(2)
      const last = (await page.getByTestId('next').getAttribute('aria-disabled')) === 'true'
      const [away, back] = last
        ? ['Alt+ArrowUp', 'Alt+ArrowDown']
        : ['Alt+ArrowDown', 'Alt+ArrowUp']
      await page.keyboard.press(away)
      await page.getByRole('heading', { level: 2, name: 'INV-2026-0415.pdf' }).waitFor({
        state: 'detached'
      })
      expect(await undoInNotices.count()).toBe(0)
      await page.keyboard.press(back)
      const change = page.getByTestId('last-change')
      await change.waitFor()
      expect((await change.innerText()).replace(/\s+/g, ' ')).toBe(
        `${WORDS[locale].last} ${WORDS[locale].undo}`
      )
      await change.scrollIntoViewIfNeeded()
      await app.screenshot(`workbench-last-change-${locale}`)
      expect(await seriousViolations(page)).toEqual([])

      expect(app.cspViolations()).toEqual([])
      expect(app.errors).toEqual([])
      await app.close()
    })
  }
})
