import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { setupProcessGuards } from '../../../src/main/app/processGuards'

describe('app/processGuards', () => {
  it('logs and shows an uncaught exception and an unhandled rejection, at most 3 dialogs', () => {
    const proc = new EventEmitter()
    const logged: string[] = []
    const shown: string[] = []
    setupProcessGuards({
      proc: proc as unknown as NodeJS.Process,
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
})
