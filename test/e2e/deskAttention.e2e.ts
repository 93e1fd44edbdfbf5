/// <reference types="node" />
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { INVOICE_LINES } from '../fixtures/content'
import { seriousViolations } from './axe'
import { createRealBridge, type RealBridge } from './bridge'
import { catalogText } from './catalogText'
import { dropFiles, useChromiumApp, type AppPage } from './harness'

/**
 * The exception desk in Chromium over the real routes, engine and sandbox, in English, German
 * and Chinese at 1280×800 and 1024×700, by keyboard: four invoices (one whose container's last
 * free day is past, with holds and fees; one on a ship; one with a B/L no shipment has; one with
 * no number); Ctrl+A selects them, "Track their numbers" tracks the one it can and says what came
 * of all four; "What's due first", chosen by arrow keys in the status filter, puts the overdue
 * one first. Screenshots: test-results/desk-attention-<locale>-<size>-{track,due}.png.
 */
const CASES = [
  { tag: 'en-US', locale: 'en' },
  { tag: 'de-DE', locale: 'de' },
  { tag: 'zh-CN', locale: 'zh-CN' }
] as const
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 }
]

/** The fixture invoice with its own number, B/L and container (a line dropped when null). */
function invoice(no: string, bl: string | null, box: string | null): string {
  return (
    INVOICE_LINES.map((l) => l.replace('INV-2026-0415', no))
      // The fixture's PO is one of Maersk's shipment's references: it would link any of them.
      .map((l) => (bl === 'MAEU241234567' ? l : l.replace('PO-7781', `PO-${no.slice(-4)}`)))
      .filter((l) => (bl || !l.startsWith('Bill of Lading')) && (box || !l.startsWith('Container')))
      .map((l) => (bl ? l.replace('MAEU241234567', bl) : l))
      .map((l) => (box ? l.replace('MSKU1234565', box) : l))
      .join('\n') + '\n'
  )
}
const FILES: [string, string][] = [
  ['overdue.txt', invoice('INV-2026-0601', 'MEDUQ2417731', 'MSCU6639870')],
  ['on-ship.txt', invoice('INV-2026-0602', 'MAEU241234567', 'MSKU1234565')],
  ['untracked.txt', invoice('INV-2026-0603', 'COSU6123456780', null)],
  ['no-number.txt', invoice('INV-2026-0604', null, null)]
]

const rowOf = (page: Page, name: string) => page.getByTestId('inbox-row').filter({ hasText: name })

async function dropAll(app: AppPage, bridge: RealBridge): Promise<void> {
  const files = []
  for (const [name, text] of FILES) {
    const path = join(bridge.tempDir, name)
    await writeFile(path, text)
    await app.mapPath(name, path)
    files.push({ name, type: 'text/plain', base64: Buffer.from(text).toString('base64') })
  }
  await dropFiles(app.page, files)
  for (const [name] of FILES)
    await rowOf(app.page, name).locator('[data-state="extracted"]').waitFor({ timeout: 30_000 })
}

describe('the exception desk: tracking in bulk and what is due first, in Chromium', () => {
  const chromium = useChromiumApp()
  let bridge: RealBridge | null = null
  let app: AppPage | null = null
  afterEach(async () => {
    await app?.close()
    await bridge?.close()
    app = null
    bridge = null
  })

  for (const c of CASES) {
    it(`tracks the selection's numbers and orders by last free day (${c.tag})`, async () => {
      const text = (key: string, values: Record<string, string> = {}, last = false) =>
        catalogText(c.locale, key, values, last ? { form: 'last' } : {})
      bridge = await createRealBridge()
      app = await chromium.open(bridge.handle, { locale: c.tag, viewport: SIZES[0] })
      bridge.forward(app.emit)
      const { page } = app
      await page.getByTestId('empty-inbox').waitFor()
      await dropAll(app, bridge)

      // Ctrl+A in the list selects every row; the action is reached and pressed by keyboard.
      await rowOf(page, 'overdue.txt').getByRole('button', { name: 'overdue.txt' }).focus()
      await page.keyboard.press('Control+a')
      expect(await page.locator('[data-test="inbox-row"] input:checked').count()).toBe(4)
      const track = page.getByTestId('bulk-track')
      expect(await track.innerText()).toBe(text('bulk.track.action'))
      await track.focus()
      await page.keyboard.press('Enter')
      const summary = [
        text('bulk.track.end.linked', { n: '1' }).split(' | ')[0],
        text('bulk.track.end.noNumber', { n: '1' }).split(' | ')[0],
        text('bulk.track.end.notNeeded', { n: '2' }, true)
      ].join(text('bulk.joiner'))
      // One summary once the last of the four is done (the progress line goes then).
      await page.getByTestId('bulk-track-progress').waitFor({ state: 'detached', timeout: 90_000 })
      const notices = await page.locator('[data-test="notice"] .text').allInnerTexts()
      expect(notices.join(' // ')).toContain(summary)
      expect(await track.evaluate((el) => el === document.activeElement)).toBe(true)
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await app.screenshot(`desk-attention-${c.locale}-${size.width}-track`)
        expect(await seriousViolations(page), `axe: track ${size.width}`).toEqual([])
      }

      // Clear the selection, then choose the view with the arrow keys in the status filter, in
      // the small window: a longer entry chosen inline may fold the filters behind "Filters";
      // the select keeps the focus and stays in view, the panel open around it.
      await page.setViewportSize(SIZES[1])
      await page.getByTestId('clear-selection').focus()
      await page.keyboard.press('Enter')
      const folded = page.getByTestId('filters-toggle')
      if (await folded.isVisible()) {
        await folded.focus()
        await page.keyboard.press('Enter')
      }
      const state = page.getByTestId('filter-state')
      await state.focus()
      for (let i = 0; i < 5 && (await state.inputValue()) !== 'due'; i++) {
        await page.keyboard.press('ArrowDown')
        await expect
          .poll(() => state.evaluate((el) => el === document.activeElement && el.checkVisibility()))
          .toBe(true)
      }
      expect(await state.inputValue()).toBe('due')
      const first = page.getByTestId('inbox-row').first()
      await first.filter({ hasText: 'overdue.txt' }).waitFor({ timeout: 20_000 })
      const sentence = first.getByTestId('row-sentence')
      await sentence.filter({ hasText: text('find.due.fees', { amounts: '' }).trim() }).waitFor()
      const said = await sentence.innerText()
      expect(said).toContain(text('find.due.holds', { n: '2' }, true))
      const onShip = rowOf(page, 'on-ship.txt').getByTestId('row-sentence')
      await onShip.filter({ hasText: text('find.due.none') }).waitFor()
      // The rows without a last free day come after the one with it.
      const names = await page.locator('[data-test="inbox-row"] .name').allInnerTexts()
      expect(names[0]).toBe('overdue.txt')
      expect(names).not.toContain('no-number.txt')
      for (const size of [...SIZES].reverse()) {
        await page.setViewportSize(size)
        await app.screenshot(`desk-attention-${c.locale}-${size.width}-due`)
        expect(await seriousViolations(page), `axe: due ${size.width}`).toEqual([])
      }
      expect(app.errors).toEqual([])
    })
  }
})
