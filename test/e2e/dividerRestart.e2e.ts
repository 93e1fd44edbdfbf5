/// <reference types="node" />
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deskRoutes } from './desk'
import { launchProfile, openIn, serveStatic } from './harness'

/**
 * The divider between the original and its data is a view preference the renderer keeps in its
 * own storage (localStorage), which Electron writes under userData like Chromium writes it in
 * its profile. Here Chromium is closed and started again on the same profile folder, the page
 * served from the same origin (as app://dropdock/ always is): the document opens with the
 * divider where the clerk left it. A new profile starts at the middle.
 */
describe('the divider across a restart, in Chromium', () => {
  let server: Awaited<ReturnType<typeof serveStatic>>
  let root: string
  beforeAll(async () => {
    server = await serveStatic()
    root = await mkdtemp(join(tmpdir(), 'dropdock-profile-'))
  })
  afterAll(async () => {
    await server?.close()
    if (root) await rm(root, { recursive: true, force: true })
  })

  /** Starts Chromium on `profile`, opens the invoice, and reads the divider and the data's width. */
  async function start(profile: string) {
    const app = await openIn(await launchProfile(profile), server.url, deskRoutes)
    const { page } = app
    await page.getByRole('button', { name: 'INV-2026-0415.pdf' }).click()
    await page.getByTestId('pdf-page').waitFor()
    const divider = page.getByRole('separator', { name: 'Width of the original' })
    const read = async () => ({
      share: Number(await divider.getAttribute('aria-valuenow')),
      data: Math.round(
        await page
          .getByTestId('detail')
          .locator('.body')
          .evaluate((b) => b.getBoundingClientRect().width)
      )
    })
    return { app, divider, read }
  }

  it('opens the next start where the clerk left it', async () => {
    const profile = join(root, 'clerk')
    const first = await start(profile)
    expect((await first.read()).share).toBe(50)
    await first.divider.focus()
    await first.app.page.keyboard.press('ArrowLeft')
    await first.app.page.keyboard.press('ArrowLeft')
    await first.app.page.keyboard.press('ArrowLeft')
    const left = await first.read()
    expect(left.share).toBe(35)
    expect(first.app.errors).toEqual([])
    // Closing the context closes this Chromium: the profile is all that is left.
    await first.app.close()
    expect((await readdir(profile)).length).toBeGreaterThan(0)

    const second = await start(profile)
    expect(await second.read()).toEqual(left)
    expect(second.app.errors).toEqual([])
    await second.app.close()

    // Another profile never had it moved: the middle.
    const other = await start(join(root, 'other'))
    expect((await other.read()).share).toBe(50)
    await other.app.close()
  })
})
