/**
 * What the electron mock's utilityProcess runs: a real Node child given Electron's
 * `process.parentPort` (messages arrive as `{ data }`, `postMessage` answers) over Node's IPC
 * channel, then the module the app asked for, so that module's utility-process path runs.
 */
import { EventEmitter } from 'node:events'
import { pathToFileURL } from 'node:url'

const port = Object.assign(new EventEmitter(), {
  postMessage: (message: unknown) => process.send?.(message)
})
process.on('message', (data) => port.emit('message', { data }))
// Electron ends a utility process with its app; so does this stand-in, with the test's process.
process.on('disconnect', () => process.exit(0))
Object.assign(process, { parentPort: port })
await import(pathToFileURL(process.argv[2]).href)
