import { computed, nextTick, ref, type Ref } from 'vue'

/**
 * The controls of a row a keyboard user moves between with ArrowLeft and ArrowRight, in their
 * order: its checkbox, the disclosure of its documents (a file the service split), its name.
 */
export type RowPart = 'check' | 'parts' | 'name'
const ROW_PARTS: readonly RowPart[] = ['check', 'parts', 'name']

/** The control beside `from` in the row, skipping one the row does not have (no documents). */
function besideIn(row: Element | null, from: RowPart, by: 1 | -1): RowPart {
  let at = ROW_PARTS.indexOf(from)
  for (at += by; at >= 0 && at < ROW_PARTS.length; at += by) {
    if (row?.querySelector(`[data-roving="${ROW_PARTS[at]}"]`)) return ROW_PARTS[at]
  }
  return from
}

/** Where the list's one tab stop is: the row's `data-index` and the control's `data-roving`. */
function controlAt(root: HTMLElement | null, index: number, part: RowPart): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`[data-index="${index}"] [data-roving="${part}"]`) ?? null
}

/** What the list's selection keys do, by row id. */
export interface SelectKeys {
  toggle(id: string): void
  /** Extends the selection from `from` to `to`; `fresh`: the first Shift+Arrow of a run. */
  extend(from: string, to: string, fresh: boolean): void
  all(): void
}

/** A few frames at most: the virtual list draws a row scrolled to by the next frame or two. */
const FRAMES_FOR_A_ROW = 5

function frame(): Promise<void> {
  return new Promise((ok) => requestAnimationFrame(() => ok()))
}

/**
 * A long list as one tab stop with arrow keys inside (a roving tabindex): Tab enters the list on
 * the row last used, ArrowUp/ArrowDown move a row, PageUp/PageDown a screenful, Home/End to the
 * ends, ArrowLeft/ArrowRight between a row's checkbox, its documents' disclosure and its name. Works over a virtual list:
 * the row moved to is scrolled into existence before it takes focus, and while the row with the
 * tab stop is scrolled away the list itself is the tab stop and hands focus on to that row.
 * The row is remembered by id, so it survives filtering and new rows above it. With `select`,
 * Space on a row's name ticks it, Shift+ArrowUp/ArrowDown extends the selection as it moves and
 * Ctrl/Cmd+A selects every row of the list.
 */
// eslint-disable-next-line max-lines-per-function -- a Vue composable: its refs, key handlers and focus moves share one closure and are returned together; split, they would pass the refs around
export function useRovingList(options: {
  ids: () => readonly string[]
  scroller: Ref<HTMLElement | null>
  /** Rows drawn now (the virtual list's window). */
  drawn: () => readonly number[]
  scrollToIndex: (index: number) => void
  rowHeight: number
  /** The selection's keys: Space ticks the row, Shift+Arrow extends, Ctrl/Cmd+A takes all. */
  select?: SelectKeys
  /** True for a row with documents to disclose (its `parts` control); none without it. */
  hasParts?: (index: number) => boolean
}) {
  const activeId = ref<string | null>(null)
  const part = ref<RowPart>('name')

  const indexById = computed(() => {
    const map = new Map<string, number>()
    options.ids().forEach((id, i) => map.set(id, i))
    return map
  })
  /** The row holding the tab stop: the last one used, else the first. */
  const activeIndex = computed(() => {
    const found = activeId.value === null ? undefined : indexById.value.get(activeId.value)
    return found ?? (options.ids().length > 0 ? 0 : -1)
  })
  /** The list is its own tab stop only while the row holding it is not drawn. */
  const listTabIndex = computed(() =>
    options.drawn().includes(activeIndex.value) || activeIndex.value < 0 ? -1 : 0
  )

  function tabIndexOf(index: number, control: RowPart): 0 | -1 {
    // The tab stop on a row without the control it was on elsewhere: its name.
    const own = part.value === 'parts' && !options.hasParts?.(index) ? 'name' : part.value
    return index === activeIndex.value && control === own ? 0 : -1
  }

  /** Scrolls the row into existence and focuses its control; false when it never appeared. */
  async function focusIndex(index: number, control: RowPart = part.value): Promise<boolean> {
    const count = options.ids().length
    if (count === 0) return false
    const target = Math.min(Math.max(index, 0), count - 1)
    activeId.value = options.ids()[target]
    part.value = control
    options.scrollToIndex(target)
    await nextTick()
    for (let i = 0; i < FRAMES_FOR_A_ROW; i++) {
      const root = options.scroller.value
      // A row without documents to disclose takes the focus on its name.
      const el =
        controlAt(root, target, control) ??
        (control === 'parts' ? controlAt(root, target, 'name') : null)
      if (el) {
        part.value = el.dataset.roving as RowPart
        el.focus()
        return true
      }
      await frame()
      await nextTick()
    }
    return false
  }

  /** Focus on a row by id (closing a document gives focus back to its row, wherever it is). */
  function focusId(id: string): Promise<boolean> {
    const index = indexById.value.get(id)
    return index === undefined ? Promise.resolve(false) : focusIndex(index, 'name')
  }

  function rowsPerPage(): number {
    const height = options.scroller.value?.clientHeight ?? 0
    return Math.max(1, Math.floor(height / options.rowHeight) - 1)
  }

  /** A selection key on row `index`: handled (true) or not a selection key. */
  function selectKey(event: KeyboardEvent, index: number, select: SelectKeys): boolean {
    const ids = options.ids()
    const command = event.ctrlKey || event.metaKey
    if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'a') {
      select.all()
    } else if (event.key === ' ' && !command && !event.altKey && !event.shiftKey) {
      // The checkbox ticks itself on Space; on the name, Space ticks the row (Enter opens it).
      if ((event.target as HTMLElement).dataset.roving !== 'name') return false
      select.toggle(ids[index])
    } else if (
      event.shiftKey &&
      !command &&
      !event.altKey &&
      (event.key === 'ArrowDown' || event.key === 'ArrowUp')
    ) {
      const to = Math.min(Math.max(index + (event.key === 'ArrowDown' ? 1 : -1), 0), ids.length - 1)
      select.extend(ids[index], ids[to], !extending)
      extending = true
      void focusIndex(to)
      event.preventDefault()
      return true
    } else return false
    event.preventDefault()
    return true
  }

  /** True while Shift+Arrow presses follow each other: the range keeps its first row. */
  let extending = false

  function onKeydown(event: KeyboardEvent): void {
    const vertical = event.key === 'ArrowDown' || event.key === 'ArrowUp'
    if (!(event.shiftKey && vertical) && event.key !== 'Shift') extending = false
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    // On the list itself (a click beside the controls put focus there): keys start at its row.
    const index = row ? Number(row.dataset.index) : activeIndex.value
    if (index < 0) return
    if (options.select && selectKey(event, index, options.select)) return
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const last = options.ids().length - 1
    const moves: Record<string, () => number> = {
      ArrowDown: () => index + 1,
      ArrowUp: () => index - 1,
      PageDown: () => index + rowsPerPage(),
      PageUp: () => index - rowsPerPage(),
      Home: () => 0,
      End: () => last
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      const by = event.key === 'ArrowLeft' ? -1 : 1
      const from = (event.target as HTMLElement).dataset.roving as RowPart | undefined
      void focusIndex(index, row && from ? besideIn(row, from, by) : by < 0 ? 'check' : 'name')
      return
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    void focusIndex(move())
  }

  /** A press of the mouse inside the list: the focus it brings is the mouse's, not Tab's. */
  let pointer = false
  function onPointerdown(): void {
    pointer = true
    extending = false
    // The focus a press brings comes in the same task; anything later is not the mouse's.
    setTimeout(() => (pointer = false), 0)
  }

  /**
   * A click or Tab onto a row's control makes that row the list's tab stop. Tab (or the skip
   * link) onto the list itself hands focus on to that row; a click beside the controls leaves
   * it on the list, where the clerk clicked, rather than scroll away to the row.
   */
  function onFocusin(event: FocusEvent): void {
    const target = event.target as HTMLElement
    const byPointer = pointer
    pointer = false
    if (target === options.scroller.value) {
      if (!byPointer) void focusIndex(activeIndex.value)
      return
    }
    const row = target.closest<HTMLElement>('[data-index]')
    const control = target.dataset.roving as RowPart | undefined
    if (!row || !control) return
    activeId.value = options.ids()[Number(row.dataset.index)] ?? activeId.value
    part.value = control
  }

  return {
    activeIndex,
    listTabIndex,
    tabIndexOf,
    focusId,
    focusIndex,
    onKeydown,
    onFocusin,
    onPointerdown
  }
}
