import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { installFakeBridge, makeItem, type FakeBridge } from '../../fakeBridge'
import { stubViewport } from '../../viewport'
import App from '@renderer/App.vue'
import { windowI18n } from '@renderer/i18n'
import { useAppStore } from '@renderer/stores/app'
import type { AppStatus } from '@shared/appStatus'
import type { Locale } from '@shared/i18n/locales'

/** Problems that stop files, as a banner naming the path or host with what to do about it. */
describe('the problem banner and a held intake', () => {
  let fake: FakeBridge
  let restore: () => void
  const STORE = '/home/clerk/.config/Dropdock/intake/ledger.journal.jsonl'

  const status = (over: Partial<AppStatus> = {}): AppStatus => ({
    connection: 'online',
    paused: false,
    counts: { total: 2, active: 2, done: 0, attention: 0, failed: 0, paused: false },
    message: null,
    ...over
  })

  beforeEach(() => {
    fake = installFakeBridge()
    restore = stubViewport(600)
    fake.answer('app.info', {
      name: 'Dropdock',
      version: '1.2.3',
      platform: 'linux',
      sandbox: false,
      service: 'production',
      serviceHost: null,
      reachHost: 'api.dropdock.example'
    })
    fake.answer('app.status', status())
    fake.answer('document.types', [])
    fake.answer('app.checkConnection', undefined)
    fake.answer('app.showStorage', undefined)
    fake.answer('intake.tryNow', { count: 2 })
  })
  afterEach(() => restore())

  async function mounted(locale: Locale = 'en') {
    fake.answer('intake.list', [
      makeItem({ id: 'up', name: 'up.pdf', state: 'uploading', bytesSent: 1024 }),
      makeItem({ id: 'done', name: 'done.pdf', state: 'extracted' })
    ])
    const wrapper = mount(App, { global: { plugins: [createPinia()] }, attachTo: document.body })
    await flushPromises()
    windowI18n().global.locale.value = locale
    await flushPromises()
    return wrapper
  }
  const emit = async (over: Partial<AppStatus>) => {
    fake.emit('app.status', status(over))
    await flushPromises()
  }
  const problems = (w: Awaited<ReturnType<typeof mounted>>) =>
    w.findAll('[data-test="problems"] [role="alert"]').map((p) => ({
      text: p.get('p').text(),
      actions: p.findAll('button').map((b) => b.text())
    }))

  it('is absent while nothing stops the files', async () => {
    const wrapper = await mounted()
    expect(wrapper.find('[data-test="problems"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('names the full disk’s path with "Open folder", which asks main to show it', async () => {
    const wrapper = await mounted()
    const storage = `The disk holding Dropdock's data is full: ${STORE}`
    await emit({ storage: { message: storage, code: 'ENOSPC', path: STORE } })
    expect(problems(wrapper)).toEqual([
      {
        text: `The disk holding Dropdock's data is full: ${STORE} Intake waits and goes on by itself once Dropdock can write again.`,
        actions: ['Open folder']
      }
    ])
    expect(wrapper.get('[data-problem="storage"] p').attributes('title')).toBe(storage)
    await wrapper.get('[data-test="problem-openFolder"]').trigger('click')
    await flushPromises()
    // The window names no path: main shows the one its own status holds.
    expect(fake.calls.find((c) => c.name === 'app.showStorage')?.input).toBeUndefined()
    expect(fake.calls.some((c) => c.name === 'app.showStorage')).toBe(true)
    wrapper.unmount()
  })

  it('names the host when offline, and "Try again" asks main to look now', async () => {
    const wrapper = await mounted()
    await emit({ connection: 'offline', message: 'connect ECONNREFUSED' })
    expect(problems(wrapper)).toEqual([
      {
        text: 'Dropdock cannot reach api.dropdock.example. Files wait here and are sent once it answers.',
        actions: ['Try again', 'Open settings']
      }
    ])
    await wrapper.get('[data-test="problem-tryAgain"]').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'app.checkConnection')).toHaveLength(1)
    wrapper.unmount()
  })

  /** 19:24 today, local time, as main sends when the service is tried next. */
  const at1924 = (): string => {
    const d = new Date()
    d.setHours(19, 24, 0, 0)
    return d.toISOString()
  }

  it('says when files waiting for the service are tried next, and "Try now" asks main', async () => {
    const wrapper = await mounted()
    await emit({ serviceWait: { nextTryAt: at1924(), files: 2 } })
    expect(problems(wrapper)).toEqual([
      {
        text: 'Waiting for the service — next try 7:24 PM. 2 files wait to be sent.',
        actions: ['Try now']
      }
    ])
    await wrapper.get('[data-test="problem-tryNow"]').trigger('click')
    await flushPromises()
    expect(fake.calls.filter((c) => c.name === 'intake.tryNow')).toHaveLength(1)
    await emit({ serviceWait: null })
    expect(wrapper.find('[data-test="problems"]').exists()).toBe(false)
    wrapper.unmount()
  })

  it('says it in the clerk’s language and clock, in one banner with "offline"', async () => {
    const wrapper = await mounted('de')
    await emit({ connection: 'offline', serviceWait: { nextTryAt: at1924(), files: 1 } })
    expect(problems(wrapper)).toEqual([
      {
        text: 'Dropdock erreicht api.dropdock.example nicht. Die Dateien warten hier und werden gesendet, sobald der Dienst antwortet. Warten auf den Dienst — nächster Versuch 19:24. 1 Datei wartet auf das Senden.',
        actions: ['Jetzt versuchen', 'Einstellungen öffnen']
      }
    ])
    wrapper.unmount()
  })

  it('sends the clerk to Settings for a refused key, in German', async () => {
    const wrapper = await mounted('de')
    await emit({ connection: 'auth_error', message: 'The service refused the API key (401).' })
    expect(problems(wrapper)).toEqual([
      {
        text: 'api.dropdock.example hat den API-Schlüssel abgelehnt. Die Dateien warten hier, bis in den Einstellungen ein gültiger Schlüssel gespeichert ist.',
        actions: ['Einstellungen öffnen', 'Erneut versuchen']
      }
    ])
    await wrapper.get('[data-test="problem-openSettings"]').trigger('click')
    expect(useAppStore().view).toBe('settings')
    wrapper.unmount()
  })

  it('names an unreachable watched folder, in Chinese, one banner per folder', async () => {
    const wrapper = await mounted('zh-CN')
    await emit({
      folderProblems: [
        { path: '/mnt/share', state: 'unreachable', code: 'ENOENT', reason: 'gone' },
        { path: '/srv/back', state: 'retrying', code: null, reason: null }
      ]
    })
    const shown = problems(wrapper)
    expect(shown).toHaveLength(1)
    expect(shown[0]!.text).toContain('/mnt/share')
    expect(shown[0]!.actions).toEqual(['打开设置'])
    expect(shown[0]!.text).not.toMatch(/does not|cannot|looks again/)
    wrapper.unmount()
  })

  it('says a storage pause on the button and on the rows, not "Pause intake" or "Uploading"', async () => {
    const wrapper = await mounted()
    await emit({
      storage: {
        message: `The disk holding Dropdock's data is full: ${STORE}`,
        code: 'ENOSPC',
        path: STORE
      }
    })
    const button = wrapper.get('[data-test="pause"]')
    expect(button.text()).toBe('❚❚ Waiting for the disk')
    expect(button.attributes('disabled')).toBeDefined()
    const row = wrapper.get('[data-id="up"]')
    expect(row.get('.chip').text()).toContain('Waiting for the disk')
    expect(row.text()).not.toMatch(/Uploading|Sending/)
    expect(row.find('[role="progressbar"]').exists()).toBe(false)
    // A finished file is not held: it shows its outcome (read, on no shipment yet).
    expect(wrapper.get('[data-id="done"] .chip').text()).toContain('No shipment')
    await emit({ storage: null })
    expect(wrapper.get('[data-test="pause"]').text()).toBe('❚❚ Pause intake')
    wrapper.unmount()
  })

  it('tells in the drop overlay that dropped files wait while intake is paused', async () => {
    const wrapper = await mounted()
    await emit({ paused: true })
    // A drag that carries files, as Chromium fires it over the window.
    const enter = new Event('dragenter', { cancelable: true })
    Object.defineProperty(enter, 'dataTransfer', { value: { types: ['Files'] } })
    window.dispatchEvent(enter)
    await flushPromises()
    expect(wrapper.get('[data-test="drop-hint"]').text()).toBe(
      'Intake is paused: the files will wait in the inbox until you resume it.'
    )
    wrapper.unmount()
  })
})
