import { defineStore } from 'pinia'
import { ref } from 'vue'

export interface Notice {
  id: number
  text: string
  tone: 'info' | 'error'
}

const INFO_MS = 5000
const MAX_INFO = 3

/**
 * Messages for the clerk, announced politely. Confirmations ("3 files added") go after a few
 * seconds; errors (a refused file, an unreachable service) stay until dismissed, so a clerk who
 * looked away still learns that something was not taken.
 */
export const useNoticesStore = defineStore('notices', () => {
  const list = ref<Notice[]>([])
  let next = 1

  function dismiss(id: number): void {
    list.value = list.value.filter((n) => n.id !== id)
  }

  function show(text: string, tone: Notice['tone'] = 'info'): void {
    const id = next++
    const infos = list.value.filter((n) => n.tone === 'info')
    const dropped = new Set(
      infos.slice(0, Math.max(0, infos.length - (MAX_INFO - 1))).map((n) => n.id)
    )
    list.value = [...list.value.filter((n) => !dropped.has(n.id)), { id, text, tone }]
    if (tone === 'info') setTimeout(() => dismiss(id), INFO_MS)
  }

  return { list, show, dismiss }
})
