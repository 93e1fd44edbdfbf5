import { SKIP_REASONS, type BulkAction, type BulkResult } from '@shared/bulk'
import type { IntakeItem } from '@shared/intake'
import type { BridgeApi } from '@shared/ipc'
import { toRendererError, unwrap } from '../../bridge'
import { errorText } from '../explain'
import { counted } from '../format'
import type { Words } from '../words'
import type { useNoticesStore } from '../../stores/notices'
import { bulkTrackSummary, trackSelection } from './bulkTrack'

type Notices = ReturnType<typeof useNoticesStore>

/** What one bulk action did, as one sentence: "12 re-extracted, 3 skipped: not yet sent". */
export function bulkSummary(
  action: BulkAction,
  result: BulkResult,
  words: Words,
  typeName = ''
): string {
  const n = (count: number) => counted(count, words.locale.value)
  const parts = [
    words.t(`bulk.done.${action}`, { ...n(result.done), type: typeName }, result.done),
    ...SKIP_REASONS.filter((r) => (result.skipped[r] ?? 0) > 0).map((r) => {
      const count = result.skipped[r] ?? 0
      return words.t('bulk.skipped', { ...n(count), reason: words.t(`bulk.reason.${r}`) }, count)
    })
  ]
  return parts.join(words.t('bulk.joiner'))
}

/**
 * The selection's commands to main: one action on every selected item, told in one notice (main
 * decides what each item can take and says why it left some out), and the CSV export. A failure
 * is an error notice naming the action, with "Try again". Remove is confirmed by main's own
 * dialog; after it the selection is empty (its items are gone), after the others it stays.
 */
export function selectionCommands(
  api: BridgeApi,
  notices: Notices,
  selection: { ids(): string[]; clear(): void },
  typeLabel: (code: string) => string
) {
  function failed(key: BulkAction | 'exportCsv', err: unknown, again: () => void): void {
    const e = toRendererError(err)
    notices.show(
      (words) => words.t(`bulk.failed.${key}`, { reason: errorText(e, words) }),
      'error',
      e.message,
      again
    )
  }

  async function actOnSelection(action: BulkAction, type?: string | null): Promise<void> {
    const ids = selection.ids()
    if (ids.length === 0) return
    const input = action === 'setType' ? { action, ids, type: type ?? null } : { action, ids }
    let result: BulkResult
    try {
      result = await unwrap(api.intake.bulk(input))
    } catch (err) {
      failed(action, err, () => void actOnSelection(action, type))
      return
    }
    if (result.cancelled) return
    if (action === 'remove') selection.clear()
    notices.show((words) => bulkSummary(action, result, words, type ? typeLabel(type) : ''))
  }

  async function exportSelection(): Promise<void> {
    const ids = selection.ids()
    if (ids.length === 0) return
    try {
      const saved = await unwrap(api.intake.exportCsv({ ids }))
      if (!saved) return
      notices.show(({ t, locale }) =>
        t(
          'bulk.exported',
          { ...counted(saved.rows, locale.value), path: saved.savedTo },
          saved.rows
        )
      )
    } catch (err) {
      failed('exportCsv', err, () => void exportSelection())
    }
  }

  /**
   * "Track their numbers": one document after the other, then one summary that stays until
   * dismissed, offering to open the first document left for a carrier choice.
   */
  async function trackSelected(
    current: (id: string) => IntakeItem | undefined,
    open: (id: string) => void,
    progress?: (done: number) => void
  ): Promise<void> {
    const ids = selection.ids()
    if (ids.length === 0) return
    const result = await trackSelection(api, ids, current, progress)
    const [first] = result.chooseCarrier
    const choose = { id: 'chooseCarrier', label: 'bulk.track.openFirst' as const }
    notices.offer(
      (words) => bulkTrackSummary(result, words),
      first ? [{ ...choose, run: () => open(first) }] : []
    )
  }

  return { actOnSelection, exportSelection, trackSelected }
}
