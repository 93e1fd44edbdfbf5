import { ref, type Ref } from 'vue'

/**
 * The share of the detail's width the original takes beside its data, in percent, kept in the
 * renderer's own storage across restarts. A view preference, like a column width: it has no
 * meaning for main, so it does not cross IPC into the settings main validates and keeps.
 */
export const SPLIT_KEY = 'dropdock.detail.originalShare'
export const SPLIT_MIN = 25
/**
 * At most this much for the original. At 75 % the data beside it was ~170 px at 1280×800 and
 * its values wrapped a letter a line.
 */
export const SPLIT_MAX = 65
export const SPLIT_DEFAULT = 50
/** One arrow key press moves the divider this many percent. */
export const SPLIT_STEP = 5
/**
 * The data beside the original is never narrower than this (CSS px, padding included): a label
 * and its value ("Rechnungsnummer INV-2026-0415") stay words. The detail's grid holds it too when
 * the window is made narrower after the divider was moved.
 */
export const DATA_MIN_PX = 256

/** The most the original may take of a split `width` px wide, keeping DATA_MIN_PX for the data. */
export function maxShare(width?: number): number {
  if (!width || width <= 0) return SPLIT_MAX
  const fits = Math.floor(100 - (DATA_MIN_PX / width) * 100)
  return Math.max(SPLIT_MIN, Math.min(SPLIT_MAX, fits))
}

function clamp(share: number, max = SPLIT_MAX): number {
  return Math.round(Math.min(max, Math.max(SPLIT_MIN, share)))
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
  /** Moves the divider; `width`, the split's width in px, keeps the data DATA_MIN_PX wide. */
  set: (share: number, width?: number) => void
  save: () => void
} {
  const share = ref(stored())
  const set = (next: number, width?: number): void => {
    share.value = clamp(next, maxShare(width))
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
