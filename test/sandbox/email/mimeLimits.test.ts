/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field */
/**
 * Hostile mail against the sandbox's MIME reader: parameter parsing stays linear in its input
 * (counted, never timed), and a message past a bound (header block, nesting, parts, decoded
 * bytes) is refused whole over the real HTTP server, naming the bound, with no document made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index'
import { BLUE_HARBOR } from '../../../src/sandbox/accounts'
import {
  MAIL_MAX_DECODED_BYTES,
  MAIL_MAX_DEPTH,
  MAIL_MAX_HEADER_BYTES,
  MAIL_MAX_PARTS
} from '../../../src/sandbox/email/limits'
import { parseMail, parseParams, type WorkMeter } from '../../../src/sandbox/email/mime'
import { api } from '../support/client'
import { postEml } from '../../support/eml'

/** The shape that made the old splitter look ahead to the end at every `;`. */
const hostileParams = (n: number) => 'application/pdf' + '; a="b;c"; d=e'.repeat(n)

function work(value: string): number {
  const meter: WorkMeter = { steps: 0 }
  parseParams(value, meter)
  return meter.steps
}

const head = (extra: string[] = []) => [
  `To: <${BLUE_HARBOR.documentAlias}>`,
  'From: stranger@sender.example',
  'Subject: hostile',
  ...extra
]

function attachment(boundary: string, name: string, body: string): string[] {
  return [
    `--${boundary}`,
    `Content-Type: application/pdf; name="${name}"`,
    'Content-Disposition: attachment',
    '',
    body
  ]
}

/** A message whose one attachment sits `levels` multiparts deep. */
function nested(levels: number, name: string): Buffer {
  const lines = head([`Content-Type: multipart/mixed; boundary="b0"`, ''])
  for (let i = 1; i < levels; i++) {
    lines.push(`--b${i - 1}`, `Content-Type: multipart/mixed; boundary="b${i}"`, '')
  }
  lines.push(...attachment(`b${levels - 1}`, name, '%PDF-1.4 deep'))
  for (let i = levels - 1; i >= 0; i--) lines.push(`--b${i}--`)
  return Buffer.from(lines.join('\r\n'), 'latin1')
}

function manyParts(count: number): Buffer {
  const lines = head(['Content-Type: multipart/mixed; boundary="m"', ''])
  for (let i = 0; i < count; i++) lines.push(...attachment('m', `part-${i}.pdf`, `%PDF-1.4 ${i}`))
  lines.push('--m--', '')
  return Buffer.from(lines.join('\r\n'), 'latin1')
}

describe('parameter parsing is linear in its input', () => {
  it('does twice the work, not four times, for a header twice as long (200 KB)', () => {
    const small = hostileParams(7_500)
    const large = hostileParams(15_000)
    expect(large.length).toBeGreaterThan(200_000)
    const [w1, w2] = [work(small), work(large)]
    // Each character is visited a bounded number of times, whatever the header holds.
    expect(w2).toBeGreaterThanOrEqual(large.length)
    expect(w2).toBeLessThanOrEqual(3 * large.length)
    expect(w2 / w1).toBeLessThan(2.1)
    const parsed = parseParams(large)
    expect(parsed.value).toBe('application/pdf')
    expect(parsed.params.get('a')).toBe('b;c')
  })

  it('joins RFC 2231 continuations, encoded and plain, in index order', () => {
    const { params } = parseParams(
      "attachment; filename*1*=%C3%BCller; filename*0*=utf-8''Lieferschein%20M; filename*2=.pdf"
    )
    expect(params.get('filename')).toBe('Lieferschein Müller.pdf')
  })

  it('reads a message nested to the limit', () => {
    const mail = parseMail(nested(MAIL_MAX_DEPTH, 'deep-ok.pdf'))
    expect(mail.attachments.map((a) => a.filename)).toEqual(['deep-ok.pdf'])
  })
})

describe('hostile mail over the sandbox’s HTTP server', () => {
  let sb: RunningSandbox
  beforeAll(async () => {
    sb = await startSandbox({ log: () => undefined })
  })
  afterAll(() => sb.close())

  async function refused(message: Buffer, status: number, code: string): Promise<string> {
    const res = await postEml(sb.baseUrl, message)
    expect(res.status).toBe(status)
    const error = ((await res.json()) as any).errors[0]
    expect(error).toMatchObject({ status: String(status), code })
    return error.detail as string
  }

  async function names(): Promise<string[]> {
    const list = await api(sb, 'GET', '/documents?page[size]=100')
    return list.body.data.map((d: any) => d.attributes.name)
  }

  it('refuses a 200 KB Content-Type header (422), naming the header limit', async () => {
    const message = Buffer.from(
      [...head([`Content-Type: ${hostileParams(15_000)}; name="huge-header.pdf"`]), '', 'x'].join(
        '\r\n'
      ),
      'latin1'
    )
    const detail = await refused(message, 422, 'header_too_large')
    expect(detail).toContain(String(MAIL_MAX_HEADER_BYTES))
  })

  it('refuses parts nested deeper than the limit (422), naming it', async () => {
    const detail = await refused(nested(MAIL_MAX_DEPTH + 2, 'too-deep.pdf'), 422, 'too_deep')
    expect(detail).toContain(`deeper than ${MAIL_MAX_DEPTH} levels`)
    expect(await names()).not.toContain('too-deep.pdf')
  })

  it('refuses a message of more parts than the limit (422) and makes none of its documents', async () => {
    const detail = await refused(manyParts(MAIL_MAX_PARTS + 50), 422, 'too_many_parts')
    expect(detail).toContain(`more than ${MAIL_MAX_PARTS} parts`)
    expect((await names()).filter((n) => n.startsWith('part-'))).toEqual([])
  })

  it('refuses parts that decode to more than the limit (413), naming it', async () => {
    const big = 'A'.repeat(MAIL_MAX_DECODED_BYTES + 1024)
    const message = Buffer.from(
      [
        ...head(['Content-Type: multipart/mixed; boundary="d"', '']),
        ...attachment('d', 'decoded-big.pdf', big),
        '--d--',
        ''
      ].join('\r\n'),
      'latin1'
    )
    const detail = await refused(message, 413, 'too_large_decoded')
    expect(detail).toContain(String(MAIL_MAX_DECODED_BYTES))
    expect(await names()).not.toContain('decoded-big.pdf')
  })
})
