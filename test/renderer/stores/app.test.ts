import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import type { AppStatus } from '@shared/appStatus'
import { installFakeBridge, type FakeBridge } from '../fakeBridge'
import { useAppStore } from '@renderer/stores/app'

const status = (over: Partial<AppStatus> = {}): AppStatus => ({
  connection: 'sandbox',
  paused: false,
  counts: { total: 10, active: 4, done: 6, attention: 0, failed: 0, paused: false },
  message: null,
  ...over
})

describe('stores/app', () => {
  let fake: FakeBridge

  beforeEach(() => {
    fake = installFakeBridge()
    setActivePinia(createPinia())
    fake.answer('app.info', {
      name: 'Dropdock',
      version: '0.1.0',
      platform: 'linux',
      sandbox: true,
      service: 'sandbox',
      serviceHost: null
    })
    fake.answer('app.status', status())
  })

  describe('load()', () => {
    it('reads info and status and derives overall progress', async () => {
      const store = useAppStore()
      await store.load()
      expect(store.isSandbox).toBe(true)
      expect(store.progress).toEqual({ done: 6, total: 10, percent: 60 })
    })
  })

  describe('events', () => {
    it('follows app.status and app.navigate', async () => {
      const store = useAppStore()
      await store.load()
      fake.emit(
        'app.status',
        status({
          paused: true,
          counts: { total: 10, active: 0, done: 10, attention: 1, failed: 1, paused: true }
        })
      )
      expect(store.paused).toBe(true)
      expect(store.progress).toBeNull()
      fake.emit('app.navigate', { view: 'inbox', itemId: 'item-9' })
      expect(store.requestedItemId).toBe('item-9')
      fake.emit('app.navigate', { view: 'settings' })
      expect(store.view).toBe('settings')
    })
  })

  describe('togglePause()', () => {
    it('resumes when paused and pauses when running', async () => {
      const store = useAppStore()
      await store.load()
      await store.togglePause()
      expect(fake.calls.at(-1)?.name).toBe('intake.pause')
      await store.togglePause()
      expect(fake.calls.at(-1)?.name).toBe('intake.resume')
    })
  })
})
