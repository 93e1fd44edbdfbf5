import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { localSocket } from '../../../src/sandbox/process/localSocket'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe("the sandbox process's local socket", () => {
  it('lives in a folder it makes 0700, and narrows one left open', () => {
    dir = mkdtempSync(join(tmpdir(), 'local-socket-'))
    const fresh = localSocket(join(dir, 'fresh'))
    expect(fresh.next()).toBe(join(dir, 'fresh', 'engine.sock'))
    expect(statSync(join(dir, 'fresh')).mode & 0o777).toBe(0o700)
    mkdirSync(join(dir, 'open'), { mode: 0o755 })
    localSocket(join(dir, 'open'))
    expect(statSync(join(dir, 'open')).mode & 0o777).toBe(0o700)
  })

  it('refuses a folder that is a link, wherever it points', () => {
    dir = mkdtempSync(join(tmpdir(), 'local-socket-'))
    mkdirSync(join(dir, 'elsewhere'))
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'linked'))
    expect(() => localSocket(join(dir, 'linked'))).toThrow(/is not a folder \(a link or a file\)/)
  })

  it('clears what an earlier start left, for the next start', () => {
    dir = mkdtempSync(join(tmpdir(), 'local-socket-'))
    const socket = localSocket(join(dir, 's'))
    writeFileSync(socket.current(), 'left over')
    expect(() => statSync(socket.next())).toThrow(/ENOENT/)
  })

  it('takes a private temporary folder when the path is too long for a socket', () => {
    dir = mkdtempSync(join(tmpdir(), 'local-socket-'))
    const socket = localSocket(join(dir, 'x'.repeat(120)))
    const path = socket.next()
    expect(Buffer.byteLength(path)).toBeLessThanOrEqual(100)
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700)
    socket.close()
    expect(() => statSync(dirname(path))).toThrow(/ENOENT/)
  })

  it('is a named pipe with a new name for each start on Windows', () => {
    const socket = localSocket('C:\\unused', 'win32')
    const first = socket.next()
    expect(first).toMatch(/^\\\\\.\\pipe\\dropdock-sandbox-[0-9a-f]{32}$/)
    expect(socket.current()).toBe(first)
    expect(socket.next()).not.toBe(first)
  })
})
