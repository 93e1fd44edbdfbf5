import type { IpcMainInvokeEvent, WebContents } from 'electron'
import { isOwnRendererUrl, type RendererTarget } from './rendererUrl'

/**
 * IPC is answered only for the main frame of one of our windows showing our renderer page: not
 * an iframe, not a page the window was tricked into loading, not another WebContents.
 */
export function isTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>,
  ownsContents: (contents: WebContents) => boolean,
  target: RendererTarget
): boolean {
  const frame = event.senderFrame
  if (!frame || frame.parent !== null) return false
  if (!ownsContents(event.sender)) return false
  return isOwnRendererUrl(frame.url, target)
}
