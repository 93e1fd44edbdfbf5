import type { Ref } from 'vue'
import type { IntakeError } from '@shared/intake'
import { IPC_MAX_BYTES, type BridgeApi } from '@shared/ipc'
import type { DropResult } from '@shared/intake'
import { toRendererError, unwrap } from '../../bridge'
import { errorText, refusalText } from '../explain'
import { counted, formatBytes } from '../format'
import { md5Base64 } from '../md5'
import type { useNoticesStore } from '../../stores/notices'

type Notices = ReturnType<typeof useNoticesStore>
/** Each inbox command, as its failure notice names it (`inbox.failed.<command>`). */
export type FailedCommand = 'load' | 'add' | 'drop' | 'choose' | 'retry' | 'retryFailed' | 'cancel'
type What = { key: FailedCommand; name?: string; again: () => void }
type Run = <T>(work: () => Promise<T>, what: What) => Promise<T | undefined>

/**
 * The inbox's commands to main (add, retry, cancel), each telling its outcome in one notice; a
 * failure is kept in `error` and shown.
 */
export function inboxCommands(api: BridgeApi, notices: Notices, error: Ref<IntakeError | null>) {
  /**
   * Runs a command; a failure is kept and shown as a notice naming what was asked
   * (`inbox.failed.<what>`, with the file's `name` when given), kept until dismissed, with
   * "Try again" running `again`.
   */
  async function run<T>(work: () => Promise<T>, what: What): Promise<T | undefined> {
    try {
      const value = await work()
      error.value = null
      return value
    } catch (err) {
      const failure = toRendererError(err)
      error.value = failure
      notices.show(
        (words) =>
          words.t(`inbox.failed.${what.key}`, {
            name: what.name ?? '',
            reason: errorText(failure, words)
          }),
        'error',
        failure.message,
        what.again
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
    const result = await run(() => unwrap(api.intake.addFiles(files)), {
      key: 'drop',
      again: () => void addDropped(files)
    })
    if (!result) return
    const { withoutPath, ...dropped } = result
    if (withoutPath.length < files.length) tellDrop(dropped)
    await addFiles(withoutPath.map((i) => files[i]))
  }

  /** "Add files…" (button, Ctrl/Cmd+O): main's own open dialog; nothing happens on Cancel. */
  async function chooseFiles(): Promise<void> {
    const result = await run(() => unwrap(api.intake.chooseFiles()), {
      key: 'choose',
      again: () => void chooseFiles()
    })
    if (result) tellDrop(result)
  }

  /** What main made of a drop (on the window, or on the tray icon), as one notice. */
  function tellDrop({ accepted, rejected }: DropResult): void {
    notices.show(
      (words) =>
        [
          words.t('inbox.notice.added', counted(accepted, words.locale.value), accepted),
          ...rejected.map((r) => refusalText(r, words))
        ].join(words.t('inbox.notice.joiner')),
      rejected.length > 0 ? 'error' : 'info',
      rejected.length > 0 ? rejected.map((r) => r.reason).join('\n') : undefined
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
      const added = await run(
        async () => {
          const md5 = await md5Base64(file)
          const bytes = new Uint8Array(await file.arrayBuffer())
          return unwrap(api.intake.addBytes({ name: file.name, bytes, md5 }))
        },
        { key: 'add', name: file.name, again: () => void addFiles([file]) }
      )
      if (added) notices.show(({ t }) => t('inbox.notice.fileAdded', { name: file.name }))
    }
  }

  return { addDropped, chooseFiles, tellDrop, addFiles }
}

/** Retry and cancel, by id or every failed file. */
function retryCommands(api: BridgeApi, notices: Notices, run: Run) {
  async function retry(ids: string[]): Promise<void> {
    const result = await run(() => unwrap(api.intake.retry({ ids })), {
      key: 'retry',
      again: () => void retry(ids)
    })
    if (!result) return
    const { count } = result
    notices.show(({ t, locale }) => t('inbox.notice.retrying', counted(count, locale.value), count))
  }

  async function retryFailed(): Promise<void> {
    const result = await run(() => unwrap(api.intake.retryFailed()), {
      key: 'retryFailed',
      again: () => void retryFailed()
    })
    if (!result) return
    const { count } = result
    notices.show(({ t, locale }) =>
      t('inbox.notice.retryingFailed', counted(count, locale.value), count)
    )
  }

  async function cancel(ids: string[]): Promise<void> {
    await run(() => unwrap(api.intake.cancel({ ids })), {
      key: 'cancel',
      again: () => void cancel(ids)
    })
  }

  return { retry, retryFailed, cancel }
}
