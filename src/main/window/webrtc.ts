/**
 * WebRTC closed in the window. A compromised page can open an RTCPeerConnection to a TURN or
 * STUN server of its choosing and carry data out in a data channel: CSP does not govern WebRTC,
 * no permission is asked for it, and no Chromium switch removes the API (measured: the
 * `--force-webrtc-ip-handling-policy`, `--disable-blink-features=RTCPeerConnection` and
 * `--disable-features=WebRtc` switches all leave it working). Two settings together close it
 * for every frame of every page, iframes included:
 *
 * - the IP-handling policy `disable_non_proxied_udp` on each WebContents: no UDP at all (no
 *   STUN, no TURN over UDP, no host candidates), TCP only through the session's proxy;
 * - the window's session sends whatever uses a proxy to a loopback port nothing serves, with
 *   no exception for loopback: TURN over TCP (which the policy alone still lets out) fails.
 *
 * The window's own page comes from the app:// scheme, which never goes through a proxy; main's
 * requests (node:http) and the updater (its own session) do not use this session.
 */
import type { ProxyConfig, Session, WebContents } from 'electron'
import type { RendererTarget } from './rendererUrl'

/** The IP-handling policy every WebContents of the app gets. */
export const WEBRTC_IP_POLICY = 'disable_non_proxied_udp' as const

/** The proxy of the window's session: the discard port on loopback, where nothing answers. */
export const NOWHERE_PROXY = 'http://127.0.0.1:9'

/**
 * The proxy settings of the window's session. `<-loopback>` removes Chromium's implicit
 * exception for localhost; only a dev server the renderer is loaded from goes direct.
 */
export function closedProxyConfig(target: RendererTarget): ProxyConfig {
  const bypass = ['<-loopback>']
  if (target.kind === 'url') bypass.push(new URL(target.url).host)
  return { mode: 'fixed_servers', proxyRules: NOWHERE_PROXY, proxyBypassRules: bypass.join(';') }
}

/** Closes WebRTC for one WebContents (every one Electron creates gets this). */
export function closeWebRtc(contents: Pick<WebContents, 'setWebRTCIPHandlingPolicy'>): void {
  contents.setWebRTCIPHandlingPolicy(WEBRTC_IP_POLICY)
}

/** Points the window's session at the proxy that goes nowhere; before the window loads. */
export async function closeSessionNetwork(
  session: Pick<Session, 'setProxy'>,
  target: RendererTarget
): Promise<void> {
  await session.setProxy(closedProxyConfig(target))
}
