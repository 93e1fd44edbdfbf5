import type { SandboxConfig } from './config'
import type { EmitInput, SandboxEnv } from './http/types'
import type { Store } from './store/store'
import { createRefusals } from './createRefusals'

/** Mutable parts of the environment that are known only after listen(). */
export interface EnvHandle {
  env: SandboxEnv
  setUrls(rootUrl: string): void
  /** Plugs the notification recorder/deliverer in (webhooks module). */
  setEmitter(fn: (accountId: string, event: string, input: EmitInput) => void): void
  /** Clears every scheduled timer. */
  clearTimers(): void
}

/** Builds the shared environment handed to every route and background job. */
export function createEnv(config: SandboxConfig, store: Store): EnvHandle {
  const timers = new Set<NodeJS.Timeout>()
  let emitter: (accountId: string, event: string, input: EmitInput) => void = () => {}
  const env: SandboxEnv = {
    config,
    store,
    refusals: createRefusals(config.refuseCreates),
    baseUrl: '',
    appUrl: '',
    rootUrl: '',
    schedule(ms, fn) {
      const t = setTimeout(() => {
        timers.delete(t)
        fn()
      }, ms)
      timers.add(t)
    },
    emitFor(accountId, event, input) {
      emitter(accountId, event, input)
    }
  }
  return {
    env,
    setUrls(rootUrl) {
      env.rootUrl = rootUrl
      env.baseUrl = `${rootUrl}/v2`
      env.appUrl = `${rootUrl}/app`
    },
    setEmitter(fn) {
      emitter = fn
    },
    clearTimers() {
      for (const t of timers) clearTimeout(t)
      timers.clear()
    }
  }
}
