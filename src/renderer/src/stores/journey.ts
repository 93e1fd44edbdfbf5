import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { IntakeError } from '@shared/intake'
import type { ContainerJourney } from '@shared/ipc'
import { bridge, toRendererError, unwrap } from '../bridge'

/**
 * The journey of one linked container at a time (from the document detail or the lookup):
 * opening another replaces it, and an answer for a container no longer open is dropped.
 */
export const useJourneyStore = defineStore('journey', () => {
  const api = bridge()
  const openId = ref<string | null>(null)
  const journey = shallowRef<ContainerJourney | null>(null)
  const loading = ref(false)
  const error = ref<IntakeError | null>(null)

  async function open(containerId: string): Promise<void> {
    openId.value = containerId
    journey.value = null
    error.value = null
    loading.value = true
    try {
      const found = await unwrap(api.container.journey({ containerId }))
      if (openId.value === containerId) journey.value = found
    } catch (err) {
      if (openId.value === containerId) error.value = toRendererError(err)
    } finally {
      if (openId.value === containerId) loading.value = false
    }
  }

  function close(): void {
    openId.value = null
    journey.value = null
    error.value = null
    loading.value = false
  }

  /** Opens the container's journey, or closes it when it is the one open. */
  function toggle(containerId: string): Promise<void> {
    if (openId.value === containerId) {
      close()
      return Promise.resolve()
    }
    return open(containerId)
  }

  return { openId, journey, loading, error, open, close, toggle }
})
