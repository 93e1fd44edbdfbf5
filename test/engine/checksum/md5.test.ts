import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { md5Bytes, md5File } from '../../../src/engine/checksum/md5'
import { systemTool } from '../../support/systemTools'
import { FIFO_REFUSAL_TIMEOUT_MS, fifoSwapper } from '../../support/fifo'
import { fileError } from '../../../src/engine/files/fileErrors'

/** The window hashes in 2 MiB slices (spark-md5): sizes around it must agree too. */
const SPARK_CHUNK_BYTES = 2 * 1024 * 1024

const run = promisify(execFile)
const MiB = 1024 * 1024

const OPENSSL = systemTool('openssl')
if (!OPENSSL) {
  console.warn(
    'md5 tests: no openssl command on this machine; the reference digest comes from node:crypto (OpenSSL inside Node) instead'
  )
}

/** The service's reference recipe: `openssl md5 -binary FILE | openssl base64`. */
async function opensslMd5(path: string): Promise<string> {
  if (!OPENSSL)
    return createHash('md5')
      .update(await readFile(path))
      .digest('base64')
  const { stdout } = await run('sh', [
    '-c',
    '"$1" md5 -binary "$2" | "$1" base64',
    'sh',
    OPENSSL,
    path
  ])
  return stdout.trim()
}

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dropdock-md5-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function fileOf(name: string, bytes: Uint8Array): Promise<string> {
  const path = join(dir, name)
  await writeFile(path, bytes)
  return path
}

describe('md5', () => {
  describe('md5File() and md5Bytes()', () => {
    it('give the well-known digest of zero bytes', async () => {
      const path = await fileOf('empty', new Uint8Array(0))
      expect(await md5File(path)).toEqual({ md5: '1B2M2Y8AsgTpgAmY7PhCfg==', size: 0 })
      expect(md5Bytes(new Uint8Array(0))).toBe('1B2M2Y8AsgTpgAmY7PhCfg==')
    })

    it.each([
      ['1 byte', 1],
      ['2 MiB - 1', SPARK_CHUNK_BYTES - 1],
      ['exactly 2 MiB', SPARK_CHUNK_BYTES],
      ['2 MiB + 1', SPARK_CHUNK_BYTES + 1],
      ['three chunks and a bit', 3 * SPARK_CHUNK_BYTES + 17]
    ])('agree with each other and with openssl on %s', async (_label, size) => {
      const bytes = randomBytes(size)
      const path = await fileOf(`f-${size}`, bytes)
      const fromFile = await md5File(path)
      expect(fromFile.size).toBe(size)
      expect(md5Bytes(bytes)).toBe(fromFile.md5)
      expect(await opensslMd5(path)).toBe(fromFile.md5)
    })

    it('hash a view into a larger buffer by its own bytes only', () => {
      const whole = randomBytes(SPARK_CHUNK_BYTES + 100)
      const view = whole.subarray(50, 50 + SPARK_CHUNK_BYTES)
      expect(md5Bytes(view)).toBe(md5Bytes(new Uint8Array(view)))
      expect(md5Bytes(view)).not.toBe(md5Bytes(whole))
    })

    it('agree on a 100 MB file and match openssl', async () => {
      const path = join(dir, 'big.bin')
      const block = randomBytes(MiB)
      const handle = await open(path, 'w')
      for (let i = 0; i < 100; i++) {
        block[0] = i // every MiB differs, so a skipped or repeated chunk changes the digest
        await handle.write(block)
      }
      await handle.close()
      const fromFile = await md5File(path)
      expect(fromFile.size).toBe(100 * MiB)
      expect(await opensslMd5(path)).toBe(fromFile.md5)
      expect(md5Bytes(await readFile(path))).toBe(fromFile.md5)
    })
  })

  describe('md5File()', () => {
    const fifos = fifoSwapper()
    afterEach(() => fifos.release())

    // Fails on an ordinary open by timing out: it waits for a writer that never comes.
    it(
      'refuses a file swapped for a FIFO at once, naming it, and still hashes other files',
      async (ctx) => {
        const path = await fileOf('scan-0415.pdf', randomBytes(1000))
        await fifos.swap(ctx, path)
        const err = await md5File(path).catch((e: unknown) => e)
        expect(err).toMatchObject({ code: 'ENOTREG' })
        expect(fileError('scan-0415.pdf', err)).toMatchObject({
          kind: 'file',
          code: 'not_regular',
          transient: false,
          message: '"scan-0415.pdf" is not a regular file (a pipe or device); it was not read.'
        })
        const other = await fileOf('other.pdf', new Uint8Array(0))
        expect(await md5File(other)).toEqual({ md5: '1B2M2Y8AsgTpgAmY7PhCfg==', size: 0 })
      },
      FIFO_REFUSAL_TIMEOUT_MS
    )

    it('rejects for a missing file with ENOENT', async () => {
      await expect(md5File(join(dir, 'nope'))).rejects.toMatchObject({ code: 'ENOENT' })
    })

    it('stops when aborted', async () => {
      const path = await fileOf('abort', randomBytes(4 * MiB))
      const ctrl = new AbortController()
      ctrl.abort()
      await expect(md5File(path, { signal: ctrl.signal })).rejects.toMatchObject({
        name: 'AbortError'
      })
    })
  })
})
