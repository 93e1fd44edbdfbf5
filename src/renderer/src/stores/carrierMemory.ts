import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import {
  carrierMemoryFrom,
  rememberCarrier,
  rememberedCarrier,
  type CarrierMemory
} from '@shared/carrierMemory'

/** Where the window keeps the remembered carriers (this computer's, this user's). */
const STORAGE_KEY = 'dropdock.carrierByPrefix'

function load(): CarrierMemory {
  try {
    return carrierMemoryFrom(JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}'))
  } catch {
    return {}
  }
}

/**
 * The carriers the clerk chose for numbers the service could not place, by prefix: Lookup and
 * "Track this number" remember a choice once it was tracked, and offer it back as a suggestion.
 */
export const useCarrierMemoryStore = defineStore('carrierMemory', () => {
  const memory = shallowRef<CarrierMemory>(load())

  function suggestion(number: string): string | null {
    return rememberedCarrier(memory.value, number)
  }

  function remember(number: string, scac: string): void {
    memory.value = rememberCarrier(memory.value, number, scac)
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(memory.value))
    } catch {
      // A full or refused storage keeps the choice for this window's life only.
    }
  }

  return { memory, suggestion, remember }
})
