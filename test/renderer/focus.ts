/**
 * The control a keyboard user is on, or null when focus fell to the page: nothing focused, the
 * body, or a control that is gone or disabled (a browser moves focus off a disabled control).
 */
export function focused(): HTMLElement | null {
  const el = document.activeElement as HTMLElement | null
  if (!el || el === document.body || !el.isConnected) return null
  if ((el as HTMLButtonElement).disabled) return null
  return el
}

/** What a screen reader calls the focused control: its text, or its label for a field. */
export function focusedName(): string | null {
  const el = focused()
  if (!el) return null
  const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null
  return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim()
}
