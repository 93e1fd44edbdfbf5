import { describe, expect, it } from 'vitest'
import { notifyRefusedDrop } from '../../../src/main/notifications/dropNotice'
import { createTranslator } from '../../../src/main/i18n/translate'

const refused = {
  accepted: 1,
  rejected: [
    { path: '/home/clerk/Scans', kind: 'folder' as const, reason: '"Scans" is a folder.' },
    { path: '/home/clerk/big.tif', kind: 'tooLarge' as const, reason: 'larger than 512 MiB' }
  ]
}

describe('notifications/dropNotice', () => {
  it('names each file not taken from the tray, with why, in the language in use', () => {
    const shown: string[] = []
    notifyRefusedDrop(refused, createTranslator('de'), (title, body) =>
      shown.push(`${title}\n${body}`)
    )
    expect(shown).toEqual([
      [
        '2 hinzugefügte Dateien wurden nicht angenommen',
        'Scans: es ist ein Ordner; ziehen Sie die Dateien darin hierher oder überwachen Sie den Ordner in den Einstellungen',
        'big.tif: es ist größer als 512 MB, die Obergrenze zum Senden'
      ].join('\n')
    ])
  })

  it('says it in Chinese without an English word of main', () => {
    const shown: string[] = []
    notifyRefusedDrop(refused, createTranslator('zh-CN'), (_title, body) => shown.push(body))
    expect(shown[0]).not.toMatch(/folder|larger|MiB/)
    expect(shown[0]).toContain('big.tif：超过上传上限 512 MB')
  })

  it('says nothing when every file was taken', () => {
    const shown: string[] = []
    notifyRefusedDrop({ accepted: 3, rejected: [] }, createTranslator('en'), (t) => shown.push(t))
    expect(shown).toEqual([])
  })
})
