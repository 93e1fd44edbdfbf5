import { defineStore } from 'pinia'
import { computed, markRaw, reactive } from 'vue'
import type { IntakeError } from '@shared/intake'
import type { ContainerJourney } from '@shared/views'
import { bridge, toRendererError, unwrap } from '../bridge'

/** Where a journey is shown: the document detail or the lookup, each keeping its own open one. */
export type JourneyPlace = 'detail' | 'lookup'

export interface OpenJourney {
  openId: string | null
  journey: ContainerJourney | null
  loading: boolean
  error: IntakeError | null
}

const closed = (): OpenJourney => ({ openId: null, journey: null, loading: false, error: null })

/**
 * The journey of one linked container at a time in each place (the document detail, the
 * lookup): opening another in the same place replaces it, the other place keeps its own (a
 * clerk who looks something up and comes back finds the detail as it was), and an answer for
 * a container no longer open there is dropped.
 */
export const useJourneyStore = defineStore('journey', () => {
  const api = bridge()
  const places = reactive<Record<JourneyPlace, OpenJourney>>({
    detail: closed(),
    lookup: closed()
  })

  async function open(containerId: string, place: JourneyPlace = 'detail'): Promise<void> {
    const at = places[place]
    Object.assign(at, { ...closed(), openId: containerId, loading: true })
    const still = () => at.openId === containerId
    try {
      const found = await unwrap(api.container.journey({ containerId }))
      if (still()) at.journey = markRaw(found)
    } catch (err) {
      if (still()) at.error = toRendererError(err)
    } finally {
      if (still()) at.loading = false
    }
  }

  function close(place: JourneyPlace = 'detail'): void {
    Object.assign(places[place], closed())
  }

  /** Opens the container's journey in `place`, or closes it when it is the one open there. */
  function toggle(containerId: string, place: JourneyPlace = 'detail'): Promise<void> {
    if (places[place].openId === containerId) {
      close(place)
      return Promise.resolve()
    }
    return open(containerId, place)
  }

  /** The detail's journey, for callers that show one place. */
  const openId = computed(() => places.detail.openId)
  const journey = computed(() => places.detail.journey)
  const loading = computed(() => places.detail.loading)
  const error = computed(() => places.detail.error)

  return { places, openId, journey, loading, error, open, close, toggle }
})
