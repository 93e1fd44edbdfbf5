import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { IntakeError } from '@shared/intake'
import type { TrackNumberResult } from '@shared/trackNumber'
import type { CarrierOption } from '@shared/views'
import { bridge, toRendererError, unwrap } from '../bridge'
import { useCarrierMemoryStore } from './carrierMemory'

/**
 * "Track this number" in the detail of a document linked to no shipment: one number at a time,
 * for one item. Main does the work (infer, track, wait, relink); this keeps what it answered,
 * and for a carrier the service is unsure of the list the clerk chooses from.
 */
export const useTrackNumberStore = defineStore('trackNumber', () => {
  const api = bridge()
  const carrierMemory = useCarrierMemoryStore()
  /** The item and number the step is about (null: none started). */
  const itemId = ref<string | null>(null)
  const number = ref<string | null>(null)
  const busy = ref(false)
  const result = shallowRef<TrackNumberResult | null>(null)
  const error = ref<IntakeError | null>(null)
  /** The clerk's carrier while the service is unsure; only their choice is sent. */
  const chosenScac = ref<string | null>(null)
  const carriers = shallowRef<CarrierOption[]>([])
  const carriersError = ref<IntakeError | null>(null)

  async function loadCarriers(found: Extract<TrackNumberResult, { step: 'choose_carrier' }>) {
    carriers.value = []
    carriersError.value = null
    try {
      const lines = await unwrap(
        api.lookup.shippingLines({ numberType: found.inferred.number_type })
      )
      if (result.value === found) carriers.value = lines
    } catch (err) {
      if (result.value === found) carriersError.value = toRendererError(err)
    }
  }

  /** Asks main to track `value` of item `id` (with the clerk's carrier, when given). */
  async function track(id: string, value: string, scac?: string): Promise<void> {
    if (busy.value) return
    if (itemId.value !== id || number.value !== value) chosenScac.value = null
    itemId.value = id
    number.value = value
    busy.value = true
    error.value = null
    result.value = null
    try {
      const input = scac ? { itemId: id, number: value, scac } : { itemId: id, number: value }
      const answer = await unwrap(api.document.trackNumber(input))
      if (itemId.value !== id || number.value !== value) return
      result.value = answer
      // The clerk's carrier found the shipment: offered back for numbers like this one.
      if (scac && answer.step === 'tracked') carrierMemory.remember(value, scac)
      if (answer.step === 'choose_carrier') {
        // A carrier the service would confirm is offered; the clerk still has to say so.
        chosenScac.value = answer.inferred.shipping_line.selected?.scac ?? null
        void loadCarriers(answer)
      }
    } catch (err) {
      if (itemId.value === id && number.value === value) error.value = toRendererError(err)
    } finally {
      busy.value = false
    }
  }

  /** Tracks the number with the carrier the clerk chose. */
  function trackWithChosen(): Promise<void> {
    if (!itemId.value || !number.value || !chosenScac.value) return Promise.resolve()
    return track(itemId.value, number.value, chosenScac.value)
  }

  /** Forgets the step (another document was opened). */
  function reset(): void {
    itemId.value = null
    number.value = null
    result.value = null
    error.value = null
    chosenScac.value = null
    carriers.value = []
    carriersError.value = null
  }

  return {
    itemId,
    number,
    busy,
    result,
    error,
    chosenScac,
    carriers,
    carriersError,
    track,
    trackWithChosen,
    reset
  }
})
