import { describe, expect, it } from 'vitest'
import type { AppStatus } from '@shared/appStatus'
import {
  trayIconFile,
  trayIconState,
  trayTitle,
  trayTooltip
} from '../../../src/main/tray/trayState'
import { trayMenuTemplate } from '../../../src/main/tray/trayMenu'
import { createTranslator } from '../../../src/main/i18n/translate'

const en = createTranslator('en')

function status(
  over: Partial<Omit<AppStatus, 'counts'>> & { counts?: Partial<AppStatus['counts']> } = {}
): AppStatus {
  const counts = {
    total: 0,
    active: 0,
    done: 0,
    attention: 0,
    failed: 0,
    paused: false,
    ...over.counts
  }
  return { connection: 'online', paused: false, message: null, ...over, counts }
}

describe('tray/trayState', () => {
  describe('trayIconState()', () => {
    it.each<[string, AppStatus, string]>([
      ['nothing to do', status(), 'idle'],
      ['files in flight', status({ counts: { active: 3, total: 3 } }), 'working'],
      [
        'a failure waiting',
        status({ counts: { attention: 1, failed: 1, active: 2 } }),
        'attention'
      ],
      [
        'paused with failures',
        status({ paused: true, counts: { attention: 1, failed: 1 } }),
        'paused'
      ],
      ['service unreachable', status({ connection: 'offline', paused: true }), 'offline'],
      ['key refused', status({ connection: 'auth_error' }), 'offline'],
      ['sandbox working', status({ connection: 'sandbox', counts: { active: 1 } }), 'working'],
      ['starting', status({ connection: 'starting' }), 'idle'],
      [
        'a disk refusing our data',
        status({
          connection: 'sandbox',
          storage: {
            message: "The disk holding Dropdock's data is full: /d",
            code: 'ENOSPC',
            path: '/d'
          }
        }),
        'offline'
      ]
    ])('shows %s as %s', (_label, s, expected) => {
      expect(trayIconState(s)).toBe(expected)
    })
  })

  describe('trayTooltip()', () => {
    it('names the disk that refuses our data, below the counts', () => {
      const path = '/var/dropdock/ledger.journal.jsonl'
      const message = `The disk holding Dropdock's data is full: ${path}`
      const s = status({ storage: { message, code: 'ENOSPC', path }, counts: { active: 2 } })
      expect(trayTooltip(s, 'Sandbox', en)).toBe(
        `Dropdock · Sandbox (waiting for the disk): 2 in progress, 0 done\n${message}`
      )
    })

    it('says how many watched folders cannot be reached, below the counts', () => {
      const reason = 'The folder "/mnt/share" does not exist (or cannot be reached).'
      const s = status({
        counts: { done: 2 },
        folderProblems: [{ path: '/mnt/share', state: 'unreachable', reason, code: 'ENOENT' }]
      })
      expect(trayTooltip(s, 'Sandbox', en)).toBe(
        'Dropdock · Sandbox: 2 done\n1 watched folder cannot be reached'
      )
      expect(trayTooltip(s, 'Sandbox', createTranslator('de'))).toBe(
        'Dropdock · Sandbox: 2 erledigt\n1 überwachter Ordner ist nicht erreichbar'
      )
    })

    it('counts work, attention and done, and says paused', () => {
      const s = status({ paused: true, counts: { active: 3, attention: 1, failed: 1, done: 12 } })
      expect(trayTooltip(s, 'Sandbox', en)).toBe(
        'Dropdock · Sandbox (paused): 3 in progress, 1 needs attention, 12 done'
      )
    })

    it('says the disk problem in the clerk language, with the path as it is', () => {
      const s = status({
        connection: 'sandbox',
        storage: {
          message: "The disk holding Dropdock's data is full: /d/ledger",
          code: 'ENOSPC',
          path: '/d/ledger'
        },
        counts: { done: 1234 }
      })
      expect(trayTooltip(s, 'Sandbox', createTranslator('de'))).toBe(
        'Dropdock · Sandbox (wartet auf den Datenträger): 1.234 erledigt\n' +
          'Der Datenträger mit den Daten von Dropdock ist voll: /d/ledger'
      )
    })

    it('names an offline service', () => {
      expect(
        trayTooltip(
          status({ connection: 'offline', counts: { done: 2, attention: 2, failed: 2 } }),
          'Production',
          en
        )
      ).toBe('Dropdock · Production (offline): 2 need attention, 2 done')
    })
  })

  describe('trayTitle()', () => {
    it('shows the number of files in flight, and nothing when idle', () => {
      expect(trayTitle(status({ counts: { active: 7 } }), en)).toBe('7')
      expect(trayTitle(status(), en)).toBe('')
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
        addFiles: record('addFiles'),
        pause: record('pause'),
        resume: record('resume'),
        retryFailed: record('retryFailed'),
        openFolder: record('openFolder'),
        openItem: record('openItem'),
        settings: record('settings'),
        quit: record('quit')
      }
    }
  }

  describe('trayMenuTemplate()', () => {
    it('offers Resume when paused and counts failures on Retry', () => {
      const { actions: a, calls } = actions()
      const menu = trayMenuTemplate(
        status({ paused: true, counts: { attention: 4, failed: 4 } }),
        { serviceLabel: 'Sandbox', folders: [], tr: en },
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

    it('offers no retry for files that only need a look (empty files are not retried)', () => {
      const { actions: a } = actions()
      const menu = trayMenuTemplate(
        status({ counts: { attention: 2, failed: 0 } }),
        { serviceLabel: 'Sandbox', folders: [], tr: en },
        a
      )
      expect(menu.find((m) => m.id === 'retry')).toMatchObject({
        label: 'Retry failed',
        enabled: false
      })
    })

    it('lists several watched folders in a submenu that opens each', () => {
      const { actions: a, calls } = actions()
      const menu = trayMenuTemplate(
        status(),
        { serviceLabel: 'Sandbox', folders: ['/in/a', '/in/b'], tr: en },
        a
      )
      const folders = menu.find((m) => m.id === 'folders')!
      expect(folders.label).toBe('Open watched folders')
      const sub = folders.submenu as { label: string; click: () => void }[]
      expect(sub.map((s) => s.label)).toEqual(['/in/a', '/in/b'])
      sub[1].click()
      expect(calls).toEqual(['openFolder:/in/b'])
    })

    it('offers "Add files…", which opens main\'s file dialog', () => {
      const { actions: a, calls } = actions()
      const menu = trayMenuTemplate(status(), { serviceLabel: 'Sandbox', folders: [], tr: en }, a)
      const add = menu.find((m) => m.id === 'addFiles')!
      expect(add.label).toBe('Add files…')
      ;(add.click as () => void)()
      expect(calls).toEqual(['addFiles'])
    })

    it('disables the folder entry when nothing is watched', () => {
      const { actions: a } = actions()
      const menu = trayMenuTemplate(status(), { serviceLabel: 'Sandbox', folders: [], tr: en }, a)
      expect(menu.find((m) => m.id === 'folders')).toMatchObject({ enabled: false })
    })
  })
})

describe('the tray in the clerk language', () => {
  const noop = () => undefined
  const actions = {
    open: noop,
    addFiles: noop,
    pause: noop,
    resume: noop,
    retryFailed: noop,
    openFolder: noop,
    openItem: noop,
    settings: noop,
    quit: noop
  }
  const labels = (menu: ReturnType<typeof trayMenuTemplate>) =>
    menu.filter((m) => m.type !== 'separator').map((m) => m.label)

  it('reads German: status with counts in German numbers, then every entry', () => {
    const de = createTranslator('de')
    const menu = trayMenuTemplate(
      status({ paused: true, counts: { active: 2, attention: 1, failed: 1, done: 1500 } }),
      { serviceLabel: de.t('shell.service.sandbox'), folders: ['/in/a', '/in/b'], tr: de },
      actions
    )
    expect(labels(menu)).toEqual([
      'Sandbox (pausiert): 2 in Bearbeitung, 1 zu prüfen, 1.500 erledigt',
      'Dropdock öffnen',
      'Dateien hinzufügen…',
      'Annahme fortsetzen',
      'Fehlgeschlagene erneut versuchen (1)',
      'Überwachte Ordner öffnen',
      'Einstellungen…',
      'Dropdock beenden'
    ])
  })

  it('reads Chinese, with one plural form and Chinese punctuation', () => {
    const zh = createTranslator('zh-CN')
    const menu = trayMenuTemplate(
      status({ connection: 'offline', counts: { attention: 3, failed: 3, done: 1 } }),
      { serviceLabel: 'dropdock.example.com', folders: ['/in/a'], tr: zh },
      actions
    )
    expect(labels(menu)).toEqual([
      'dropdock.example.com（离线）：3 个需要处理，1 个已完成',
      '打开 Dropdock',
      '添加文件…',
      '暂停接收',
      '重试失败的文件（3）',
      '打开监视文件夹',
      '设置…',
      '退出 Dropdock'
    ])
    expect(trayTooltip(status({ counts: { done: 0 } }), zh.t('shell.service.sandbox'), zh)).toBe(
      'Dropdock · 沙盒：0 个已完成'
    )
  })
})
