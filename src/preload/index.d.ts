/** The renderer's view of window.dropdock, derived from the preload's own code. */
import type { createBridgeApi } from './bridge'

export type DropdockApi = ReturnType<typeof createBridgeApi>

declare global {
  interface Window {
    dropdock: DropdockApi
  }
}
