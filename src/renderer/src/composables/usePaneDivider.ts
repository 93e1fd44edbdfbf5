import { computed, ref, type Ref } from 'vue'
import {
  DATA_MIN_PX,
  SPLIT_MAX,
  SPLIT_MIN,
  SPLIT_STEP,
  maxShare,
  usePaneSplit
} from './usePaneSplit'

/**
 * The divider between the original and its data in the detail: dragged by pointer or moved by
 * arrow keys, Home and End, bounded so the data keeps its minimum width, and saved when let go.
 */
export function usePaneDivider(splitBox: Ref<HTMLElement | null>) {
  const split = usePaneSplit()
  const columns = computed(
    () =>
      `minmax(0, ${split.share.value}fr) auto minmax(${DATA_MIN_PX}px, ${100 - split.share.value}fr)`
  )
  const splitWidth = () => splitBox.value?.getBoundingClientRect().width
  /** The divider's right end as the split is wide now (said to screen readers as its maximum). */
  const splitMax = ref(SPLIT_MAX)
  const measureMax = () => (splitMax.value = maxShare(splitWidth()))
  let dragging = false
  function onDividerDown(event: PointerEvent): void {
    dragging = true
    measureMax()
    ;(event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId)
    event.preventDefault()
  }
  function onDividerMove(event: PointerEvent): void {
    const box = splitBox.value?.getBoundingClientRect()
    if (!dragging || !box?.width) return
    split.set(((event.clientX - box.left) / box.width) * 100, box.width)
  }
  function onDividerUp(): void {
    if (!dragging) return
    dragging = false
    split.save()
  }
  const DIVIDER_KEYS: Record<string, (share: number) => number> = {
    ArrowLeft: (share) => share - SPLIT_STEP,
    ArrowRight: (share) => share + SPLIT_STEP,
    Home: () => SPLIT_MIN,
    End: () => measureMax()
  }
  function onDividerKey(event: KeyboardEvent): void {
    const move = DIVIDER_KEYS[event.key]
    if (!move) return
    event.preventDefault()
    split.set(move(split.share.value), splitWidth())
    split.save()
  }
  return {
    split,
    columns,
    splitMax,
    measureMax,
    onDividerDown,
    onDividerMove,
    onDividerUp,
    onDividerKey
  }
}
