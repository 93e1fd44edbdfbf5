import { ref, type Ref } from 'vue'

/**
 * The share of the detail's width the original takes beside its data, in percent, kept in the
 * renderer's own storage across restarts. A view preference, like a column width: it has no
 * meaning for main, so it does not cross IPC into the settings main validates and keeps.
 */
export const SPLIT_KEY = 'dropdock.detail.originalShare'
export const SPLIT_MIN = 25
export const SPLIT_MAX = 75
export const SPLIT_DEFAULT = 50
/** One arrow key press moves the divider this many percent. */
export const SPLIT_STEP = 5

function clamp(share: number): number {
  return Math.round(Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, share)))
}

function stored(): number {
  try {
    const raw = Number(globalThis.localStorage?.getItem(SPLIT_KEY))
    return raw ? clamp(raw) : SPLIT_DEFAULT
  } catch {
    return SPLIT_DEFAULT
  }
}

export function usePaneSplit(): {
  share: Ref<number>
  set: (share: number) => void
  save: () => void
} {
  const share = ref(stored())
  const set = (next: number): void => {
    share.value = clamp(next)
  }
  const save = (): void => {
    try {
      globalThis.localStorage?.setItem(SPLIT_KEY, String(share.value))
    } catch {
      // storage refused (private profile, quota): the divider still moves for this session
    }
  }
  return { share, set, save }
}
