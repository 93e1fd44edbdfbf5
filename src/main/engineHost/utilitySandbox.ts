/**
 * The app's spawner for the embedded sandbox: an Electron utility process (a Node process
 * Electron starts and ends with the app), talked to over its `parentPort`.
 */
import { utilityProcess } from 'electron'
import type { FromSandboxChild, SandboxSpawner } from '../../sandbox/host'

/** Forks `entry` as a utility process; stdout is dropped, stderr goes to main's log. */
export const utilitySandbox: SandboxSpawner = (entry) => {
  const child = utilityProcess.fork(entry, [], {
    serviceName: 'Dropdock sandbox',
    stdio: ['ignore', 'ignore', 'pipe']
  })
  return {
    get pid() {
      return child.pid ?? null
    },
    send: (message) => child.postMessage(message),
    onMessage: (fn) => child.on('message', (message) => fn(message as FromSandboxChild)),
    onExit: (fn) => child.once('exit', (code) => fn(`code ${code}`)),
    stderr: child.stderr,
    kill: () => void child.kill()
  }
}
