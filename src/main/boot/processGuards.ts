import type { Translator } from '../i18n/translate'

/**
 * The last word on errors nothing else caught in the main process: logged and shown to the
 * clerk, never a silent death. The app keeps running (as Electron's own default does); the
 * engine's state is in its ledger, so a restart picks up whatever was left.
 */
export function setupProcessGuards(opts: {
  /** The clerk's language when the error happens. */
  translator(): Translator
  proc?: Pick<NodeJS.Process, 'on'>
  log(message: string, err: unknown): void
  show(title: string, body: string): void
}): void {
  const proc = opts.proc ?? process
  let shown = 0
  const report = (what: string) => (err: unknown) => {
    opts.log(what, err)
    // A failure repeating in a loop must not bury the desktop in dialogs.
    if (shown >= 3) return
    shown++
    const message = err instanceof Error ? err.message : String(err)
    try {
      const { t } = opts.translator()
      opts.show(t('dialogs.unexpected.title'), `${message}\n\n${t('dialogs.unexpected.log')}`)
    } catch {
      // Nothing left to show it with; it is logged.
    }
  }
  proc.on('uncaughtException', report('uncaught exception'))
  proc.on('unhandledRejection', report('unhandled promise rejection'))
}
