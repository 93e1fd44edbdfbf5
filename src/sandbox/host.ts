/**
 * The sandbox's entry for the app and the CLI: they run the embedded sandbox in a process of
 * its own and make its key, and load none of the sandbox's own code (that runs in the child,
 * ./sandboxChild). Tests and the standalone sandbox start it in-process through ./index.
 */
export {
  startSandboxProcess,
  type SandboxProcess,
  type SandboxSpawner
} from './process/sandboxProcess'
export type { FromSandboxChild } from './process/protocol'
export { installationKey, newSandboxKey, type KeyCodec } from './installationKey'
