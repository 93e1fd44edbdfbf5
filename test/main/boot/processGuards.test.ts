import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { setupProcessGuards } from '../../../src/main/boot/processGuards'
import { createTranslator } from '../../../src/main/i18n/translate'

describe('app/processGuards', () => {
  it('logs and shows an uncaught exception and an unhandled rejection, at most 3 dialogs', () => {
    const proc = new EventEmitter()
    const logged: string[] = []
    const shown: string[] = []
    setupProcessGuards({
      proc: proc as unknown as NodeJS.Process,
      translator: () => createTranslator('en'),
      log: (what, err) => logged.push(`${what}: ${(err as Error).message}`),
      show: (title, body) => shown.push(`${title} | ${body.split('\n')[0]}`)
    })
    proc.emit('uncaughtException', new Error('boom'))
    proc.emit('unhandledRejection', new Error('lost promise'))
    for (let i = 0; i < 5; i++) proc.emit('uncaughtException', new Error(`again ${i}`))
    expect(logged.slice(0, 2)).toEqual([
      'uncaught exception: boom',
      'unhandled promise rejection: lost promise'
    ])
    expect(logged).toHaveLength(7)
    expect(shown).toEqual([
      'Dropdock ran into an unexpected error | boom',
      'Dropdock ran into an unexpected error | lost promise',
      'Dropdock ran into an unexpected error | again 0'
    ])
  })

  it('says it in the language the clerk uses when the error happens', () => {
    const proc = new EventEmitter()
    const shown: string[] = []
    let locale: 'en' | 'nl' = 'en'
    setupProcessGuards({
      proc: proc as unknown as NodeJS.Process,
      translator: () => createTranslator(locale),
      log: () => undefined,
      show: (title, body) => shown.push(`${title} | ${body.split('\n').at(-1)}`)
    })
    locale = 'nl'
    proc.emit('uncaughtException', new Error('boom'))
    expect(shown).toEqual([
      'Dropdock is op een onverwachte fout gestuit | Details staan in het logboek.'
    ])
  })
})
