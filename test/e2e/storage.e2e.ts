import { describe, expect, it } from 'vitest'
import { useChromiumApp } from './harness'
import { FAKE_SETTINGS, fakeRoutes, syntheticItems } from './fakeRoutes'

const handler = fakeRoutes({
  'intake.list': syntheticItems(6),
  'app.status': {
    connection: 'sandbox',
    paused: false,
    counts: { total: 6, active: 6, done: 0, attention: 0, failed: 0, paused: false },
    message: null
  },
  'app.info': {
    name: 'Dropdock',
    version: '0.1.0',
    platform: 'linux',
    sandbox: true,
    service: 'sandbox',
    serviceHost: null
  },
  'settings.get': FAKE_SETTINGS
})

describe('a full disk under Dropdock’s data, in Chromium', () => {
  const chromium = useChromiumApp()

  it('shows the reason in the header while intake waits, then goes back', async () => {
    const app = await chromium.open(handler)
    const path = '/home/clerk/.config/Dropdock/intake/sandbox/ledger.journal.jsonl'
    const storage = {
      message: `The disk holding Dropdock's data is full: ${path}`,
      code: 'ENOSPC',
      path
    }
    await app.emit('app.status', {
      connection: 'sandbox',
      paused: false,
      counts: { total: 6, active: 6, done: 0, attention: 0, failed: 0, paused: false },
      message: null,
      storage
    })
    const line = app.page.getByRole('status').first()
    await expect.poll(() => line.innerText()).toBe('Intake paused: Dropdock cannot save its data')
    // Main's own sentence, naming the folder, stays as it came: the line's tooltip.
    expect(await line.getAttribute('title')).toBe(storage.message)
    await app.screenshot('storage-full')
    await app.emit('app.status', {
      connection: 'sandbox',
      paused: false,
      counts: { total: 6, active: 6, done: 0, attention: 0, failed: 0, paused: false },
      message: null,
      storage: null
    })
    await expect.poll(() => line.innerText()).toBe('Practice service on this computer')
    expect(app.errors).toEqual([])
  })
})
