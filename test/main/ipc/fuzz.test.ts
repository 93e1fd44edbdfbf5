import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { COMMAND_NAMES, type CommandName } from '@shared/ipc'
import { runCommand } from '../../../src/main/ipc/dispatch'
import { COMMAND_SCHEMAS } from '../../../src/main/ipc/schemas'
import { VALID_INPUTS } from '../support/validInputs'
import { prng } from '../../support/prng'

const NASTY_STRINGS = [
  '',
  '../../../etc/passwd',
  '..\\..\\Windows\\System32',
  '/tmp/../../root/.ssh/id_rsa',
  'relative/path.pdf',
  'C:\\Users\\clerk\\..\\admin',
  '\0',
  '/a\0b',
  'javascript:alert(1)',
  'file:///etc/shadow',
  '<script>alert(1)</script>',
  '${process.env}',
  '__proto__',
  'constructor',
  '😀'.repeat(300),
  'x'.repeat(70_000)
]

function randomValue(rnd: () => number, depth = 0): unknown {
  const pick = Math.floor(rnd() * 14)
  switch (pick) {
    case 0:
      return NASTY_STRINGS[Math.floor(rnd() * NASTY_STRINGS.length)]
    case 1:
      return Math.floor(rnd() * 2 ** 53) * (rnd() < 0.5 ? -1 : 1)
    case 2:
      return [NaN, Infinity, -Infinity, -0, 1e308][Math.floor(rnd() * 5)]
    case 3:
      return rnd() < 0.5
    case 4:
      return null
    case 5:
      return undefined
    case 6:
      return new Uint8Array(Math.floor(rnd() * 64))
    case 7:
      return depth > 4
        ? 'deep'
        : Array.from({ length: Math.floor(rnd() * 5) }, () => randomValue(rnd, depth + 1))
    case 8:
      return JSON.parse('{"__proto__":{"polluted":true}}')
    case 9:
      return { constructor: { prototype: { polluted: true } } }
    case 10:
      return Array.from({ length: 1001 }, (_, i) => `/p/${i}`)
    case 11:
      return new Date()
    default: {
      if (depth > 4) return {}
      const o: Record<string, unknown> = {}
      const keys = [
        'paths',
        'ids',
        'itemId',
        'name',
        'bytes',
        'md5',
        'number',
        'apiKey',
        'mode',
        'type',
        'x'
      ]
      for (let i = 0; i < 1 + rnd() * 3; i++)
        o[keys[Math.floor(rnd() * keys.length)]] = randomValue(rnd, depth + 1)
      return o
    }
  }
}

/** A valid input with one field replaced by something random. */
function mutate(name: CommandName, rnd: () => number): unknown {
  const base = VALID_INPUTS[name]
  if (base === undefined || base === null || typeof base !== 'object') return randomValue(rnd)
  const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  const keys = Object.keys(copy)
  copy[keys[Math.floor(rnd() * keys.length)]] = randomValue(rnd)
  return copy
}

describe('ipc/dispatch fuzz', () => {
  it('answers 1,000 random and hostile payloads per command with a result, never a crash', async () => {
    const rnd = prng(20260415)
    let refused = 0
    let accepted = 0
    for (const name of COMMAND_NAMES) {
      for (let i = 0; i < 1000; i++) {
        const input = rnd() < 0.5 ? mutate(name, rnd) : randomValue(rnd)
        const received: unknown[] = []
        const result = await runCommand(
          name,
          (value: unknown) => {
            received.push(value)
            return null as never
          },
          [input],
          { redact: (t) => t }
        )
        if (result.ok) {
          accepted++
          expect(
            v.is(COMMAND_SCHEMAS[name], received[0]),
            `${name} let through an invalid input`
          ).toBe(true)
        } else {
          refused++
          expect(result.error.kind).toBe('validation')
          expect(result.error.detail).toMatch(new RegExp(`^${name.replace('.', '\\.')}: .+`))
          expect(result.error.message.length).toBeLessThan(300)
          expect(received).toEqual([])
        }
      }
    }
    expect(refused + accepted).toBe(COMMAND_NAMES.length * 1000)
    expect(refused).toBeGreaterThan(accepted)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
