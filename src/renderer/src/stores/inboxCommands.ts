import type { Ref } from 'vue'
import type { IntakeError } from '@shared/intake'
import { IPC_MAX_BYTES, type BridgeApi } from '@shared/ipc'
import type { DropResult } from '@shared/intake'
import { toRendererError, unwrap } from '../bridge'
import { errorText } from '../lib/explain'
import { counted, formatBytes } from '../lib/format'
import { md5Base64 } from '../lib/md5'
import type { useNoticesStore } from './notices'

type Notices = ReturnType<typeof useNoticesStore>
type Run = <T>(work: () => Promise<T>, about?: string) => Promise<T | undefined>

/**
 * The inbox's commands to main (add, retry, cancel), each telling its outcome in one notice; a
 * failure is kept in `error` and shown.
 */
export function inboxCommands(api: BridgeApi, notices: Notices, error: Ref<IntakeError | null>) {
  /** Runs a command; a failure is kept and shown, after `about` (a file's name) when given. */
  async function run<T>(work: () => Promise<T>, about?: string): Promise<T | undefined> {
    try {
      const value = await work()
      error.value = null
      return value
    } catch (err) {
      const failure = toRendererError(err)
      error.value = failure
      notices.show(
        (words) => {
          const reason = errorText(failure, words)
          return about ? words.t('errors.about', { name: about, reason }) : reason
        },
        'error',
        failure.message
      )
      return undefined
    }
  }

  return { run, ...dropCommands(api, notices, run), ...retryCommands(api, notices, run) }
}

/** Drops, "Add files…" and bytes handed over, each told in one notice. */
function dropCommands(api: BridgeApi, notices: Notices, run: Run) {
  /**
   * Hands a drop's File objects to main: the bridge reads the paths of those on disk (the window
   * never names a path) and tells which have none; those are read here and handed over as bytes.
   * The whole drop is told in one notice.
   */
  async function addDropped(files: File[]): Promise<void> {
    if (files.length === 0) return
    const result = await run(() => unwrap(api.intake.addFiles(files)))
    if (!result) return
    const { withoutPath, ...dropped } = result
    if (withoutPath.length < files.length) tellDrop(dropped)
    await addFiles(withoutPath.map((i) => files[i]))
  }

  /** "Add files…" (button, Ctrl/Cmd+O): main's own open dialog; nothing happens on Cancel. */
  async function chooseFiles(): Promise<void> {
    const result = await run(() => unwrap(api.intake.chooseFiles()))
    if (result) tellDrop(result)
  }

  /** What main made of a drop (on the window, or on the tray icon), as one notice. */
  function tellDrop({ accepted, rejected }: DropResult): void {
    // Main's reason for a refused path is its own sentence (English): shown as it is.
    notices.show(
      ({ t, locale }) =>
        [
          t('inbox.notice.added', counted(accepted, locale.value), accepted),
          ...rejected.map((r) =>
            t('inbox.notice.rejected', {
              name: r.path.split(/[\\/]/).pop() ?? r.path,
              reason: r.reason
            })
          )
        ].join('. '),
      rejected.length > 0 ? 'error' : 'info'
    )
  }

  /** Files without a path (mail attachments): read and fingerprinted here, handed over as bytes. */
  async function addFiles(files: File[]): Promise<void> {
    for (const file of files) {
      // Checked before a byte is read: main would refuse it after the window read and hashed it.
      if (file.size > IPC_MAX_BYTES) {
        notices.show(
          ({ t, locale }) =>
            t('inbox.notice.tooLargeToHandOver', {
              name: file.name,
              size: formatBytes(IPC_MAX_BYTES, locale.value)
            }),
          'error'
        )
        continue
      }
      const added = await run(async () => {
        const md5 = await md5Base64(file)
        const bytes = new Uint8Array(await file.arrayBuffer())
        return unwrap(api.intake.addBytes({ name: file.name, bytes, md5 }))
      }, file.name)
      if (added) notices.show(({ t }) => t('inbox.notice.fileAdded', { name: file.name }))
    }
  }

  return { addDropped, chooseFiles, tellDrop, addFiles }
}

/** Retry and cancel, by id or every failed file. */
function retryCommands(api: BridgeApi, notices: Notices, run: Run) {
  async function retry(ids: string[]): Promise<void> {
    const result = await run(() => unwrap(api.intake.retry({ ids })))
    if (!result) return
    const { count } = result
    notices.show(({ t, locale }) => t('inbox.notice.retrying', counted(count, locale.value), count))
  }

  async function retryFailed(): Promise<void> {
    const result = await run(() => unwrap(api.intake.retryFailed()))
    if (!result) return
    const { count } = result
    notices.show(({ t, locale }) =>
      t('inbox.notice.retryingFailed', counted(count, locale.value), count)
    )
  }

  async function cancel(ids: string[]): Promise<void> {
    await run(() => unwrap(api.intake.cancel({ ids })))
  }

  return { retry, retryFailed, cancel }
}
