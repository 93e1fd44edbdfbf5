import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSandbox, type SandboxOptions } from '../../../src/sandbox/index'
import { createServiceClient, type ServiceClient } from '../../../src/engine/client/serviceClient'
import { md5File } from '../../../src/engine/checksum/md5'
import { contentTypeFor } from '../../../src/engine/upload/contentType'
import type { UploadSource } from '../../../src/engine/upload/uploadFile'

export interface Harness {
  client: ServiceClient
  baseUrl: string
  apiKey: string
  dir: string
  /** Writes a file in the temp folder and returns its path. */
  write(name: string, content: string | Uint8Array): Promise<string>
  /** What uploadBlob needs for a file on disk, hashed now. */
  sourceOf(path: string, name: string): Promise<UploadSource>
  close(): Promise<void>
}

/** A real sandbox on loopback, a client for it and a temp folder. */
export async function startHarness(opts: SandboxOptions = {}): Promise<Harness> {
  const sandbox = await startSandbox({ delayMs: 20, log: () => undefined, ...opts })
  const dir = await mkdtemp(join(tmpdir(), 'dropdock-upload-'))
  const client = createServiceClient({
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    appUrl: sandbox.appUrl
  })
  return {
    client,
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    dir,
    async write(name, content) {
      const path = join(dir, name)
      await writeFile(path, content)
      return path
    },
    async sourceOf(path, name) {
      const s = await stat(path)
      const { md5, size } = await md5File(path)
      const seen = { size, mtimeMs: s.mtimeMs, dev: s.dev, ino: s.ino }
      const file = { path, name, root: null, followLink: false, seen }
      return { file, name, contentType: contentTypeFor(name), size, md5 }
    },
    async close() {
      await sandbox.close()
      await rm(dir, { recursive: true, force: true })
    }
  }
}
