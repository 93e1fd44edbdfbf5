import { describe, expect, it } from 'vitest'
import type { CommandName } from '@shared/ipc'
import { seriousViolations } from './axe'
import { deskRoutes } from './desk'
import { useChromiumApp } from './harness'

/**
 * Answers the service gave only in part, as a German clerk sees them: a document whose linked
 * shipments could not be loaded, and a tracking request whose shipment could not be fetched.
 * Screenshotted into test-results/ as partial-de-detail.png and partial-de-lookup.png.
 */
async function partialRoutes(name: CommandName, input: unknown) {
  const answer = await deskRoutes(name, input)
  if (!answer.ok) return answer
  if (name === 'document.detail') {
    const value = answer.value as object
    return {
      ok: true,
      value: {
        ...value,
        shipments: [],
        gap: { part: 'shipments', error: { kind: 'network', message: 'ECONNREFUSED' } }
      }
    }
  }
  if (name === 'lookup.track') {
    const value = answer.value as object
    return {
      ok: true,
      value: {
        ...value,
        shipment: null,
        containers: [],
        shipmentUnavailable: { kind: 'upstream', message: 'The service failed (503).' }
      }
    }
  }
  return answer
}

describe('a partial answer', () => {
  const chromium = useChromiumApp()

  it('says what is missing and why, in the window language', async () => {
    const app = await chromium.open(partialRoutes as never, { locale: 'de-DE' })
    const { page } = app
    await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
    const gap = page.getByTestId('detail-gap')
    await gap.waitFor()
    expect(await gap.innerText()).toBe(
      'Einige verknüpfte Sendungen konnten nicht geladen werden. Der Dienst ist nicht erreichbar.'
    )
    await app.screenshot('partial-de-detail')
    expect.soft(await seriousViolations(page), 'detail').toEqual([])
    await page.keyboard.press('Escape')

    await page.getByTestId('nav-lookup').click()
    await page.getByTestId('lookup-number').fill('246813579')
    await page.getByTestId('lookup-submit').click()
    await page.getByTestId('decision').waitFor()
    await page.getByTestId('track').click()
    const missing = page.getByTestId('tracking-shipment-gap')
    await missing.waitFor()
    expect(await missing.innerText()).toMatch(
      /^Die Sendung, die diese Anfrage angelegt hat, konnte nicht geladen werden\. /
    )
    expect(await page.getByTestId('tracked-shipment').count()).toBe(0)
    await app.screenshot('partial-de-lookup')
    expect.soft(await seriousViolations(page), 'lookup').toEqual([])

    expect(app.cspViolations()).toEqual([])
    expect(app.errors).toEqual([])
    await app.close()
  })
})
