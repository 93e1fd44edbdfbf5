import type { WebContents } from 'electron'
import { closeWebRtc } from './webrtc'

export interface NavigationPolicy {
  /** Our own page (a dev-server reload); everything else is refused. */
  isOwnPage(url: string): boolean
  /** Links that may open in the system browser. */
  isExternalAllowed(url: string): boolean
  openExternal(url: string): void
  onRefused?(what: string, url: string): void
}

/**
 * The renderer never leaves our page: navigation and redirects to anything else are prevented,
 * new windows are always denied (allowed web-app links go to the system browser instead), and
 * <webview> cannot be attached.
 */
export function guardNavigation(contents: WebContents, policy: NavigationPolicy): void {
  const refuseUnlessOwn = (what: string) => (event: { preventDefault(): void }, url: string) => {
    if (policy.isOwnPage(url)) return
    event.preventDefault()
    policy.onRefused?.(what, url)
  }
  contents.on('will-navigate', refuseUnlessOwn('navigation'))
  contents.on('will-redirect', refuseUnlessOwn('redirect'))
  contents.on('will-attach-webview', (event) => {
    event.preventDefault()
    policy.onRefused?.('webview', '')
  })
  contents.setWindowOpenHandler(({ url }) => {
    // Electronegativity OPEN_EXTERNAL_JS_CHECK: only URLs isExternalAllowed() parsed as https on
    // the web app's origin reach the system browser (scripts/audit/accepted-findings.json).
    if (policy.isExternalAllowed(url)) policy.openExternal(url)
    else policy.onRefused?.('window.open', url)
    return { action: 'deny' }
  })
}

/**
 * Every WebContents Electron creates gets WebRTC closed (see ./webrtc). Defence in depth for any
 * besides our window (there should be none): no <webview>, no new windows, no navigation. Our
 * window installs its own, more precise guard right after creation.
 */
export function hardenAllWebContents(app: {
  on(
    event: 'web-contents-created',
    listener: (event: unknown, contents: WebContents) => void
  ): unknown
}): void {
  app.on('web-contents-created', (_event, contents) => {
    // Our window too: every WebContents is created through here, before it loads anything.
    closeWebRtc(contents)
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  })
}
