/**
 * "Add files…": main's native open dialog, the one way besides a drop that a file's path comes
 * from the clerk's hands. The window's button, its Ctrl/Cmd+O and the tray menu all open it.
 */
import { dialog } from 'electron'
import type { AppContext } from './context'

/** Asks the clerk for files (several at once); null when cancelled. */
export async function chooseFiles(
  ctx: Pick<AppContext, 'window' | 'translator'>
): Promise<string[] | null> {
  const options = {
    title: ctx.translator().t('dialogs.chooseFiles.title'),
    properties: ['openFile', 'multiSelections'] as ('openFile' | 'multiSelections')[]
  }
  const win = ctx.window()
  const res = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options)
  return res.canceled || res.filePaths.length === 0 ? null : res.filePaths
}
