/**
 * The embedded sandbox's TCP port, held by the process that started it (the app's main, the
 * CLI) for as long as that runs: the sandbox's own process may die and be started again, the
 * port is never free in between, so no other program can bind it and be taken for the sandbox
 * by a browser following one of its page links. Each connection is passed on to the sandbox's
 * local socket as it is (its pages check `Host` and their token there); while the sandbox is
 * being started again a connection is closed at once, as a port nobody listens on would be.
 * Only the browser's page traffic comes this way: the engine talks to the local socket itself.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'

export interface PortHolder {
  readonly port: number
  close(): Promise<void>
}

/** Pipes `inbound` to the socket at `path` and back; either end's close or error ends both. */
function forward(inbound: Socket, path: string): void {
  const outbound = connect(path)
  const end = (): void => {
    inbound.destroy()
    outbound.destroy()
  }
  for (const s of [inbound, outbound]) {
    s.on('error', end)
    s.on('close', end)
  }
  inbound.pipe(outbound)
  outbound.pipe(inbound)
}

/**
 * Listens on 127.0.0.1:`port` (0: a free one) and forwards every connection to `target()`,
 * or closes it when that is null (no sandbox ready).
 */
export function holdPort(port: number, target: () => string | null): Promise<PortHolder> {
  const open = new Set<Socket>()
  const server = createServer((inbound) => {
    const path = target()
    if (path === null) {
      inbound.destroy()
      return
    }
    open.add(inbound)
    inbound.on('close', () => open.delete(inbound))
    forward(inbound, path)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      // A failed accept (too many open files) is that connection's; it must not end the app.
      server.on('error', () => undefined)
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            for (const s of open) s.destroy()
          })
      })
    })
  })
}
