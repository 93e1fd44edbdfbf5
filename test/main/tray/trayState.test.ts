import { describe, expect, it } from 'vitest'
import type { AppStatus } from '@shared/ipc'
import {
  trayIconFile,
  trayIconState,
  trayTitle,
  trayTooltip
} from '../../../src/main/tray/trayState'
import { trayMenuTemplate } from '../../../src/main/tray/trayMenu'

function status(
  over: Partial<Omit<AppStatus, 'counts'>> & { counts?: Partial<AppStatus['counts']> } = {}
): AppStatus {
  const counts = { total: 0, active: 0, done: 0, attention: 0, paused: false, ...over.counts }
  return { connection: 'online', paused: false, message: null, ...over, counts }
}

describe('tray/trayState', () => {
  describe('trayIconState()', () => {
    it.each<[string, AppStatus, string]>([
      ['nothing to do', status(), 'idle'],
      ['files in flight', status({ counts: { active: 3, total: 3 } }), 'working'],
      ['a failure waiting', status({ counts: { attention: 1, active: 2 } }), 'attention'],
      ['paused with failures', status({ paused: true, counts: { attention: 1 } }), 'paused'],
      ['service unreachable', status({ connection: 'offline', paused: true }), 'offline'],
      ['key refused', status({ connection: 'auth_error' }), 'offline'],
      ['sandbox working', status({ connection: 'sandbox', counts: { active: 1 } }), 'working'],
      ['starting', status({ connection: 'starting' }), 'idle'],
      [
        'a disk refusing our data',
        status({ connection: 'sandbox', storage: "The disk holding Dropdock's data is full: /d" }),
        'offline'
      ]
    ])('shows %s as %s', (_label, s, expected) => {
      expect(trayIconState(s)).toBe(expected)
    })
  })

  describe('trayTooltip()', () => {
    it('names the disk that refuses our data, below the counts', () => {
      const storage = "The disk holding Dropdock's data is full: /var/dropdock/ledger.journal.jsonl"
      const s = status({ storage, counts: { active: 2 } })
      expect(trayTooltip(s, 'Sandbox')).toBe(
        `Dropdock · Sandbox (waiting for the disk): 2 in progress, 0 done\n${storage}`
      )
    })

    it('counts work, attention and done, and says paused', () => {
      const s = status({ paused: true, counts: { active: 3, attention: 1, done: 12 } })
      expect(trayTooltip(s, 'Sandbox')).toBe(
        'Dropdock · Sandbox (paused): 3 in progress, 1 needs attention, 12 done'
      )
    })

    it('names an offline service', () => {
      expect(
        trayTooltip(
          status({ connection: 'offline', counts: { done: 2, attention: 2 } }),
          'Production'
        )
      ).toBe('Dropdock · Production (offline): 2 need attention, 2 done')
    })
  })

  describe('trayTitle()', () => {
    it('shows the number of files in flight, and nothing when idle', () => {
      expect(trayTitle(status({ counts: { active: 7 } }))).toBe('7')
      expect(trayTitle(status())).toBe('')
    })
  })

  describe('trayIconFile()', () => {
    it('uses template images on macOS and coloured ones elsewhere', () => {
      expect(trayIconFile('working', 'darwin')).toEqual({
        file: 'tray-workingTemplate.png',
        template: true
      })
      expect(trayIconFile('working', 'linux')).toEqual({
        file: 'tray-working.png',
        template: false
      })
    })
  })
})

describe('tray/trayMenu', () => {
  const actions = () => {
    const calls: string[] = []
    const record = (name: string) => (arg?: string) => calls.push(arg ? `${name}:${arg}` : name)
    return {
      calls,
      actions: {
        open: record('open'),
        pause: record('pause'),
        resume: record('resume'),
        retryFailed: record('retryFailed'),
        openFolder: record('openFolder'),
        settings: record('settings'),
        quit: record('quit')
      }
    }
  }

  describe('trayMenuTemplate()', () => {
    it('offers Resume when paused and counts failures on Retry', () => {
      const { actions: a, calls } = actions()
      const menu = trayMenuTemplate(
        status({ paused: true, counts: { attention: 4 } }),
        { serviceLabel: 'Sandbox', folders: [] },
        a
      )
      const pause = menu.find((m) => m.id === 'pause')!
      const retry = menu.find((m) => m.id === 'retry')!
      expect(pause.label).toBe('Resume intake')
      expect(retry).toMatchObject({ label: 'Retry failed (4)', enabled: true })
      ;(pause.click as () => void)()
      ;(retry.click as () => void)()
      expect(calls).toEqual(['resume', 'retryFailed'])
    })

    it('lists several watched folders in a submenu that opens each', () => {
      const { actions: a, calls } = actions()
      const menu = trayMenuTemplate(
        status(),
        { serviceLabel: 'Sandbox', folders: ['/in/a', '/in/b'] },
        a
      )
      const folders = menu.find((m) => m.id === 'folders')!
      expect(folders.label).toBe('Open watched folders')
      const sub = folders.submenu as { label: string; click: () => void }[]
      expect(sub.map((s) => s.label)).toEqual(['/in/a', '/in/b'])
      sub[1].click()
      expect(calls).toEqual(['openFolder:/in/b'])
    })

    it('disables the folder entry when nothing is watched', () => {
      const { actions: a } = actions()
      const menu = trayMenuTemplate(status(), { serviceLabel: 'Sandbox', folders: [] }, a)
      expect(menu.find((m) => m.id === 'folders')).toMatchObject({ enabled: false })
    })
  })
})
