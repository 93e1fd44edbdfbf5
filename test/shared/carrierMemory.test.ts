import { describe, expect, it } from 'vitest'
import {
  CARRIER_MEMORY_MAX,
  carrierMemoryFrom,
  numberPrefix,
  rememberCarrier,
  rememberedCarrier
} from '@shared/carrierMemory'

describe('the carrier remembered by number prefix', () => {
  it('names a number by its first four characters, whatever its case and spaces', () => {
    expect(numberPrefix('msku 123456 5')).toBe('MSKU')
    expect(numberPrefix('177NGBLGB0312')).toBe('177N')
    // Too short to say anything about the carrier.
    expect(numberPrefix('AB12')).toBeNull()
  })

  it('gives the last choice for the prefix, and none for another', () => {
    let memory = rememberCarrier({}, '177NGBLGB0312', 'MAEU')
    memory = rememberCarrier(memory, '177NHKG0001', 'HLCU')
    expect(rememberedCarrier(memory, '177N99999')).toBe('HLCU')
    expect(rememberedCarrier(memory, 'COSU6123456780')).toBeNull()
  })

  it('keeps the newest prefixes within the bound, the one used again moving to the end', () => {
    let memory = {}
    for (let i = 0; i < CARRIER_MEMORY_MAX + 10; i++)
      memory = rememberCarrier(memory, `${String(i).padStart(4, '0')}X99`, 'MAEU')
    memory = rememberCarrier(memory, '0010X99', 'ONEY')
    const prefixes = Object.keys(memory)
    expect(prefixes).toHaveLength(CARRIER_MEMORY_MAX)
    expect(prefixes[0]).toBe('0011')
    expect(prefixes.at(-1)).toBe('0010')
    expect(rememberedCarrier(memory, '0005X99')).toBeNull()
  })

  it('reads back only prefix → SCAC pairs from storage another program may have written', () => {
    const raw = {
      '177N': 'MAEU',
      COSU: '<img src=x onerror=alert(1)>',
      toolong: 'HLCU',
      msku: 'MSCU',
      ONEY: 42
    }
    expect(carrierMemoryFrom(raw)).toEqual({ '177N': 'MAEU' })
    expect(carrierMemoryFrom('not an object')).toEqual({})
    expect(carrierMemoryFrom(['MAEU'])).toEqual({})
    expect(rememberCarrier({}, '177NGBLGB0312', 'not a scac')).toEqual({})
  })
})
