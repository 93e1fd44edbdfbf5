import { nextTick } from 'vue'

/**
 * A control's place for focus: the same key on the control that takes its place after an action
 * ("Select all" and "Clear selection" share one), so focus can land there again.
 */
export const FOCUS_KEY = 'data-focus-key'

/** Focus fell to the page: nothing focused, or the control used is gone or disabled. */
function focusLost(before: Element | null): boolean {
  const now = document.activeElement
  if (!now || now === document.body) return true
  if (now !== before) return false
  return !now.isConnected || (now as HTMLButtonElement).disabled === true
}

function usable(key: string): HTMLElement | null {
  const found = document.querySelectorAll<HTMLElement>(`[${FOCUS_KEY}="${CSS.escape(key)}"]`)
  return [...found].find((el) => !(el as HTMLButtonElement).disabled) ?? null
}

/**
 * Runs the clerk's action and, once the screen shows its outcome, puts focus back where they
 * were if it fell to the page: on the control they used, or the one with its key, else on the
 * control keyed `fallback`. Focus the clerk moved on themselves is left alone.
 */
export async function keepFocus<T>(action: () => T | Promise<T>, fallback?: string): Promise<T> {
  const before = document.activeElement
  const key = before?.getAttribute(FOCUS_KEY) ?? null
  try {
    return await action()
  } finally {
    await nextTick()
    if (focusLost(before)) {
      const target = (key ? usable(key) : null) ?? (fallback ? usable(fallback) : null)
      target?.focus()
    }
  }
}
