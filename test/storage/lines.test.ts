import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { endOnWholeLineSync, scanLinesSync } from '../../src/storage/lines'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** The lines scanLinesSync finds in `path`, with its tail and the scan. */
function scan(path: string) {
  const lines: string[] = []
  let tail: string | null = null
  const found = scanLinesSync(
    path,
    (buf, start, end) => lines.push(buf.toString('utf8', start, end)),
    (text) => (tail = text)
  )
  return { lines, tail: tail as string | null, found }
}

describe('a file of lines after a crash', () => {
  it('cuts a torn last line off, so the next append is a line of its own', () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-lines-'))
    const path = join(dir, 'journal.jsonl')
    writeFileSync(path, '{"a":1}\n{"b":2}\n{"c":')
    const first = scan(path)
    expect(first.lines).toEqual(['{"a":1}', '{"b":2}'])
    expect(first.tail).toBe('{"c":')
    endOnWholeLineSync(path, first.found, false)
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n{"b":2}\n')
    appendFileSync(path, '{"d":4}\n')
    expect(scan(path).lines).toEqual(['{"a":1}', '{"b":2}', '{"d":4}'])
  })

  it('ends a whole last record that lost only its newline, keeping it', () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-lines-'))
    const path = join(dir, 'journal.jsonl')
    writeFileSync(path, '{"a":1}\n{"b":2}')
    endOnWholeLineSync(path, scan(path).found, true)
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n{"b":2}\n')
    expect(scan(path)).toMatchObject({ lines: ['{"a":1}', '{"b":2}'], tail: null })
  })

  it('leaves a file that ends on a newline as it is', () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-lines-'))
    const path = join(dir, 'journal.jsonl')
    writeFileSync(path, '{"a":1}\n')
    endOnWholeLineSync(path, scan(path).found, false)
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n')
  })

  it('reads lines that straddle its 1 MiB reads whole, multi-byte characters included', () => {
    dir = mkdtempSync(join(tmpdir(), 'storage-lines-'))
    const path = join(dir, 'big.jsonl')
    const lines = Array.from({ length: 3000 }, (_, i) => `${i} ${'ü'.repeat(500 + (i % 7))}`)
    writeFileSync(path, lines.join('\n') + '\n' + 'torn')
    const read = scan(path)
    expect(read.lines).toEqual(lines)
    expect(read.tail).toBe('torn')
    expect(read.found.tailBytes).toBe(4)
  })
})
