import { defineStore } from 'pinia'
import { computed, onScopeDispose, ref, shallowRef } from 'vue'
import type { IntakeError } from '@shared/intake'
import type { ShownError } from '../lib/explain'
import type { CarrierOption, TrackingView } from '@shared/views'
import type { InferAttributes } from '@shared/service'
import { bridge, toRendererError, unwrap } from '../bridge'
import { windowI18n } from '../i18n'
import { TRACKING_DONE } from '../lib/lookup'
import { retryAfterSeconds } from '../lib/retryAfter'
import { useCarrierMemoryStore } from './carrierMemory'

/** How often a pending tracking request is asked about. */
export const TRACKING_POLL_MS = 2000

/**
 * The lookup box: infer a number's type and carrier, wait out rate limits with a visible
 * countdown, then start tracking and follow the request until it is created or fails.
 */
// eslint-disable-next-line max-lines-per-function -- a Pinia setup store: its state, getters and actions share one closure and are returned together; split, they would pass the refs around or become a second store
export const useLookupStore = defineStore('lookup', () => {
  const api = bridge()
  const carrierMemory = useCarrierMemoryStore()
  const { t } = windowI18n().global
  const number = ref('')
  /** The number the result belongs to (the box may have changed since). */
  const lookedUp = ref('')
  const result = shallowRef<InferAttributes | null>(null)
  const error = ref<ShownError | null>(null)
  const loading = ref(false)
  /** Carrier the clerk confirmed or picked; defaults to the service's selection. */
  const chosenScac = ref<string | null>(null)
  const retryAt = ref<number | null>(null)
  const now = ref(Date.now())
  const tracking = shallowRef<TrackingView | null>(null)
  const trackError = ref<IntakeError | null>(null)
  const trackingBusy = ref(false)
  /** The service's shipping lines for the number's type, offered when the service is unsure. */
  const carriers = shallowRef<CarrierOption[]>([])
  const carriersError = ref<IntakeError | null>(null)
  /** Why the web app did not open for a tracked shipment, until the next try. */
  const webAppError = ref<IntakeError | null>(null)
  let ticker: ReturnType<typeof setInterval> | null = null
  let poller: ReturnType<typeof setTimeout> | null = null

  const secondsLeft = computed(() =>
    retryAt.value === null ? 0 : Math.max(0, Math.ceil((retryAt.value - now.value) / 1000))
  )
  const rateLimited = computed(() => secondsLeft.value > 0)
  const canTrack = computed(
    () => !!result.value && !!chosenScac.value && result.value.validation.is_valid !== false
  )
  const trackingDone = computed(() =>
    tracking.value ? TRACKING_DONE.includes(tracking.value.attributes.status) : false
  )

  function stopTicker(): void {
    if (ticker) clearInterval(ticker)
    ticker = null
  }

  function startCountdown(seconds: number): void {
    now.value = Date.now()
    retryAt.value = now.value + seconds * 1000
    stopTicker()
    ticker = setInterval(() => {
      now.value = Date.now()
      if (secondsLeft.value === 0) {
        stopTicker()
        retryAt.value = null
      }
    }, 1000)
  }

  function stopPolling(): void {
    if (poller) clearTimeout(poller)
    poller = null
  }

  async function infer(): Promise<void> {
    const value = number.value.trim().toUpperCase()
    if (value === '') {
      error.value = {
        kind: 'validation',
        message: t('lookup.numberMissing'),
        said: { key: 'lookup.numberMissing' }
      }
      return
    }
    if (rateLimited.value) return
    loading.value = true
    stopPolling()
    tracking.value = null
    trackError.value = null
    try {
      const found = await unwrap(api.lookup.infer({ number: value }))
      result.value = found
      lookedUp.value = value
      chosenScac.value = found.shipping_line.selected?.scac ?? null
      error.value = null
      if (found.shipping_line.decision !== 'auto_select') void loadCarriers(found)
    } catch (err) {
      const e = toRendererError(err)
      result.value = null
      error.value = e
      if (e.kind === 'rate_limited') startCountdown(retryAfterSeconds(e))
    } finally {
      loading.value = false
    }
  }

  /** Loads the list a clerk chooses a carrier from; a failure is shown beside it. */
  async function loadCarriers(found: InferAttributes): Promise<void> {
    carriers.value = []
    carriersError.value = null
    try {
      const lines = await unwrap(api.lookup.shippingLines({ numberType: found.number_type }))
      if (result.value === found) carriers.value = lines
    } catch (err) {
      if (result.value === found) carriersError.value = toRendererError(err)
    }
  }

  async function poll(id: string): Promise<void> {
    try {
      const next = await unwrap(api.lookup.trackingStatus({ id }))
      if (tracking.value?.id !== id) return
      tracking.value = next
      trackError.value = null
    } catch (err) {
      trackError.value = toRendererError(err)
    }
    if (tracking.value?.id === id && !trackingDone.value) {
      poller = setTimeout(() => void poll(id), TRACKING_POLL_MS)
    }
  }

  async function track(): Promise<void> {
    if (!result.value || !chosenScac.value) return
    trackingBusy.value = true
    stopPolling()
    try {
      const started = await unwrap(
        api.lookup.track({
          number: lookedUp.value,
          numberType: result.value.number_type,
          scac: chosenScac.value
        })
      )
      tracking.value = started
      trackError.value = null
      // The clerk's own choice, taken by the service: offered back for numbers like this one.
      if (result.value.shipping_line.decision !== 'auto_select')
        carrierMemory.remember(lookedUp.value, chosenScac.value)
      if (!trackingDone.value) poller = setTimeout(() => void poll(started.id), TRACKING_POLL_MS)
    } catch (err) {
      trackError.value = toRendererError(err)
    } finally {
      trackingBusy.value = false
    }
  }

  /** Opens a tracked shipment in the service's web app; a refusal is kept for the clerk to see. */
  async function openInWebApp(query: string): Promise<void> {
    webAppError.value = null
    try {
      await unwrap(api.document.openInWebApp({ query }))
    } catch (err) {
      webAppError.value = toRendererError(err)
    }
  }

  function clear(): void {
    number.value = ''
    lookedUp.value = ''
    result.value = null
    error.value = null
    carriers.value = []
    carriersError.value = null
    tracking.value = null
    trackError.value = null
    webAppError.value = null
    stopPolling()
  }

  onScopeDispose(() => {
    stopTicker()
    stopPolling()
  })

  return {
    number,
    lookedUp,
    result,
    error,
    loading,
    chosenScac,
    carriers,
    carriersError,
    secondsLeft,
    rateLimited,
    canTrack,
    tracking,
    trackError,
    trackingBusy,
    trackingDone,
    webAppError,
    infer,
    track,
    openInWebApp,
    clear
  }
})
