import { launchChromium, openApp, serveStatic, type AppPage } from '../../test/e2e/harness'
import { fakeRoutes, syntheticItems } from '../../test/e2e/fakeRoutes'

/**
 * The built renderer in Chromium over the browser tests' fake routes, twice: a page whose inbox
 * holds `baselineItems` and one holding `items`, both showing their first row. `measure` gets
 * both pages and returns the report; this prints it as one JSON line and closes everything.
 */
export async function measureInboxPages<R>(
  sizes: { baselineItems: number; items: number },
  measure: (baseline: AppPage, ours: AppPage) => Promise<R>
): Promise<void> {
  const server = await serveStatic()
  const browser = await launchChromium()
  try {
    const open = async (count: number): Promise<AppPage> => {
      const app = await openApp(
        browser,
        server.url,
        fakeRoutes({ 'intake.list': syntheticItems(count) })
      )
      await app.page.getByTestId('inbox-row').first().waitFor()
      return app
    }
    const baseline = await open(sizes.baselineItems)
    const ours = await open(sizes.items)
    const report = await measure(baseline, ours)
    await baseline.close()
    await ours.close()
    console.log(JSON.stringify(report))
  } finally {
    await browser.close()
    await server.close()
  }
}
