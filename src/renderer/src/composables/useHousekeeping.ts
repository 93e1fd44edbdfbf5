import { bridge, toRendererError, unwrap } from '../bridge'
import { errorText } from '../lib/explain'
import { useDetailStore } from '../stores/detail'
import { useNoticesStore } from '../stores/notices'

type Action = 'cancel' | 'remove' | 'acknowledge' | 'openInService'

/**
 * The open document's housekeeping: cancel it while in flight, remove it from the inbox (main
 * asks the clerk first, in a native dialog), acknowledge a problem, open its page in the web
 * app (main builds and checks the address). Each tells its outcome in one notice; a failure
 * names the document, with "Try again".
 */
export function useHousekeeping() {
  const api = bridge()
  const detail = useDetailStore()
  const notices = useNoticesStore()

  /** Runs `work` for the open item; false when it failed or nothing was open. */
  async function act(action: Action, work: (id: string) => Promise<boolean>): Promise<boolean> {
    const item = detail.item
    if (!item) return false
    const { id, name } = item
    detail.busy = action
    try {
      if (!(await work(id))) return false
      notices.show(({ t }) => t(`housekeeping.done.${action}`, { name }))
      return true
    } catch (err) {
      const e = toRendererError(err)
      notices.show(
        (words) =>
          words.t(`housekeeping.failed.${action}`, {
            name,
            reason: errorText(e, words, 'document')
          }),
        'error',
        e.message,
        () => void act(action, work)
      )
      return false
    } finally {
      detail.busy = null
    }
  }

  const counted = async (answer: Promise<{ count: number }>): Promise<boolean> =>
    (await answer).count > 0

  return {
    cancel: () => act('cancel', (id) => counted(unwrap(api.intake.cancel({ ids: [id] })))),
    acknowledge: () =>
      act('acknowledge', (id) => counted(unwrap(api.intake.acknowledge({ ids: [id] })))),
    /**
     * Removes the open item; once main took it (the clerk said yes), the detail shows `then`
     * (the next document in the list), or closes when there is none. Declined: nothing changes.
     */
    async remove(then: string | null): Promise<void> {
      const id = detail.itemId
      const removed = await act('remove', (itemId) =>
        counted(unwrap(api.intake.remove({ ids: [itemId] })))
      )
      if (!removed || detail.itemId !== id) return
      if (then) await detail.open(then)
      else detail.close()
    },
    openInService: () =>
      act('openInService', async (itemId) => {
        await unwrap(api.document.openInService({ itemId }))
        return true
      })
  }
}
