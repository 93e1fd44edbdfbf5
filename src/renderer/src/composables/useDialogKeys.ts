import type { Ref } from 'vue'

/** What Tab stops at inside a dialog: a roving list's other items (tabindex -1) are not. */
const FOCUSABLE =
  'button:not([disabled]):not([tabindex="-1"]), [tabindex="0"], input, select, textarea'

/**
 * A modal dialog's keys: Escape asks `close` (which may refuse, say while main works on it), and
 * Tab and Shift+Tab go round inside `dialog`. `skipHidden` leaves out what is not drawn (a
 * preview's controls while it loads); it needs a laid-out page.
 */
export function useDialogKeys(
  dialog: Ref<HTMLElement | null>,
  close: () => void,
  opts: { skipHidden?: boolean } = {}
): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault()
      event.stopPropagation()
      close()
    } else if (event.key === 'Tab' && dialog.value) {
      const all = [...dialog.value.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (e) => !opts.skipHidden || e.offsetParent !== null || e === document.activeElement
      )
      const at = all.indexOf(document.activeElement as HTMLElement)
      const last = all.length - 1
      if (event.shiftKey ? at <= 0 : at === last) {
        event.preventDefault()
        all[event.shiftKey ? last : 0]?.focus()
      }
    }
  }
}
