import { join } from 'node:path'
import { createServiceClient, type ServiceClient } from '../engine/client/serviceClient'
import { userAgent } from '../engine/client/userAgent'
import { commandClock, type Clock } from '../engine/time/clock'
import type { CliArgs } from './args'
import type { Output } from './output'

export interface OpenService {
  client: ServiceClient
  embedded: boolean
  /** The user named the web-app address, so deep links into it are real. */
  webLinks: boolean
  close(): Promise<void>
}

/**
 * The service the command talks to: the one given by flags or environment, else the embedded
 * sandbox with its data under the state folder (so a second run sees the first run's documents).
 */
export async function openService(
  args: CliArgs,
  out: Output,
  /** The clock the client's retries wait on (the engine's). */
  clock: Clock = commandClock
): Promise<OpenService> {
  if (args.service) {
    const client = createServiceClient({
      ...args.service,
      userAgent: userAgent('Dropdock-CLI'),
      clock
    })
    return {
      client,
      embedded: false,
      webLinks: Boolean(args.service.appUrl),
      close: async () => undefined
    }
  }
  // In a process of its own, restarted should it die; the engine waits out the gap.
  const { installationKey, startSandboxProcess } = await import('../sandbox/host')
  const sandbox = await startSandboxProcess({
    dataDir: join(args.stateDir, 'sandbox'),
    // Made once per state folder, mode 0600: a run after it finds its documents again.
    apiKey: installationKey(join(args.stateDir, 'sandbox-key.json')),
    log: () => undefined
  })
  out.note(`No service configured: using the embedded sandbox at ${sandbox.baseUrl}.`, {
    embedded: true,
    baseUrl: sandbox.baseUrl
  })
  const client = createServiceClient({
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    appUrl: sandbox.appUrl,
    // Its local socket, never the TCP port another program might have taken.
    socketPath: sandbox.socketPath,
    userAgent: userAgent('Dropdock-CLI'),
    clock
  })
  return { client, embedded: true, webLinks: false, close: () => sandbox.close() }
}
