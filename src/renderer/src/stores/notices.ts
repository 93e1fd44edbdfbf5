import { defineStore } from 'pinia'
import { ref } from 'vue'

export interface Notice {
  id: number
  text: string
  tone: 'info' | 'error'
}

/** Short confirmations ("3 files added") announced politely and gone after a few seconds. */
export const useNoticesStore = defineStore('notices', () => {
  const list = ref<Notice[]>([])
  let next = 1

  function dismiss(id: number): void {
    list.value = list.value.filter((n) => n.id !== id)
  }

  function show(text: string, tone: Notice['tone'] = 'info', ms = 5000): void {
    const id = next++
    list.value = [...list.value.slice(-2), { id, text, tone }]
    setTimeout(() => dismiss(id), ms)
  }

  return { list, show, dismiss }
})
