import { onScopeDispose } from 'vue'
import type { FileState, IntakeItem } from '@shared/intake'
import { batchSentence, outcomeOf, type Outcome } from '../lib/announce'
import type { Words } from '../lib/words'
import { useDocumentsStore } from '../stores/documents'

/** Files that end within this long of the first are said in one sentence. */
export const BATCH_MS = 2000

/**
 * Tells a screen reader, through `say`, which files have just ended, in batches: "3 extracted,
 * 1 failed: scan-7.pdf", in the window's language when it is said, whether or not their
 * document is open. A file counts when it reaches an outcome it did not have (the first list
 * from main is what was there, not news). `skip` names a file said elsewhere (the open one).
 */
export function useBatchAnnouncer(
  say: (text: string) => void,
  words: Words,
  skip: () => string | null
): void {
  const documents = useDocumentsStore()
  const pending = new Map<string, { name: string; outcome: Outcome }>()
  let timer: ReturnType<typeof setTimeout> | null = null

  function flush(): void {
    timer = null
    if (pending.size === 0) return
    say(batchSentence([...pending.values()], words))
    pending.clear()
  }

  const stop = documents.onStateChange((item: IntakeItem, from: FileState) => {
    if (item.id === skip()) return
    const outcome = outcomeOf(item.state)
    if (outcome && outcome !== outcomeOf(from)) pending.set(item.id, { name: item.name, outcome })
    else if (!outcome) pending.delete(item.id)
    if (pending.size > 0 && timer === null) timer = setTimeout(flush, BATCH_MS)
  })
  onScopeDispose(() => {
    stop()
    if (timer) clearTimeout(timer)
  })
}
