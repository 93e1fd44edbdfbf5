import { describe, expect, it } from 'vitest'
import { bytesMatchName, isProgramBytes } from '@shared/documentBytes'

const text = (s: string) => new TextEncoder().encode(s)
const bytes = (...b: number[]) => new Uint8Array(b)

describe('shared/documentBytes: a file is what its name says', () => {
  it('accepts each document kind with its own signature', () => {
    expect(bytesMatchName('a.pdf', text('%PDF-1.7\n'))).toBe(true)
    expect(bytesMatchName('a.PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      true
    )
    expect(bytesMatchName('a.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true)
    expect(bytesMatchName('a.tif', bytes(0x49, 0x49, 0x2a, 0x00))).toBe(true)
    expect(bytesMatchName('a.docx', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true)
    expect(bytesMatchName('a.msg', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(
      true
    )
    expect(bytesMatchName('a.csv', text('number,carrier\n'))).toBe(true)
  })

  it('refuses a program under a document name, and a mismatch', () => {
    const elf = bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1)
    expect(isProgramBytes(elf)).toBe(true)
    expect(bytesMatchName('invoice.pdf', elf)).toBe(false)
    expect(bytesMatchName('notes.txt', text('#!/bin/sh\nrm -rf ~\n'))).toBe(false)
    expect(bytesMatchName('setup.txt', text('MZ\x90\x00'))).toBe(false)
    expect(bytesMatchName('scan.png', text('%PDF-1.7'))).toBe(false)
    expect(bytesMatchName('data.csv', bytes(0x41, 0x00, 0x42))).toBe(false)
    expect(bytesMatchName('page.html', text('<html>'))).toBe(false)
    expect(bytesMatchName('empty.pdf', new Uint8Array())).toBe(false)
  })
})
