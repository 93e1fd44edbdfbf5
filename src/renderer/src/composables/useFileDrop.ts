import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false
}

/**
 * Makes the whole window a drop target. `dragging` drives the overlay; a counter survives the
 * enter/leave pairs that every child element fires.
 */
export function useFileDrop(onDrop: (dropped: FileList) => void): { dragging: Ref<boolean> } {
  const dragging = ref(false)
  let depth = 0

  function enter(event: DragEvent): void {
    if (!carriesFiles(event)) return
    event.preventDefault()
    depth++
    dragging.value = true
  }
  function over(event: DragEvent): void {
    if (!carriesFiles(event)) return
    event.preventDefault()
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
  }
  function leave(event: DragEvent): void {
    if (!carriesFiles(event)) return
    depth = Math.max(0, depth - 1)
    if (depth === 0) dragging.value = false
  }
  function drop(event: DragEvent): void {
    if (!carriesFiles(event)) return
    event.preventDefault()
    depth = 0
    dragging.value = false
    const files = event.dataTransfer?.files
    if (files && files.length > 0) onDrop(files)
  }

  const listeners = { dragenter: enter, dragover: over, dragleave: leave, drop } as const
  onMounted(() => {
    for (const [name, fn] of Object.entries(listeners))
      window.addEventListener(name, fn as EventListener)
  })
  onBeforeUnmount(() => {
    for (const [name, fn] of Object.entries(listeners))
      window.removeEventListener(name, fn as EventListener)
  })
  return { dragging }
}
