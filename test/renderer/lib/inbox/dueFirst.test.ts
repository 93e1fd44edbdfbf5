import { describe, expect, it } from 'vitest'
import { daysLeft, documentDue, earliestFreeDay } from '@renderer/lib/inbox/dueFirst'
import { boxView } from '../../journeySamples'

const deadlines = (terminal: string | null, line: string | null) => ({
  pickup_lfd_terminal: terminal,
  pickup_lfd_rail: null,
  pickup_lfd_line: line
})

describe('lib/inbox/dueFirst', () => {
  it('takes the earlier of the line and the terminal last free day', () => {
    const box = (lfd: string | null, terminal: string | null, line: string | null) =>
      boxView({ pickup_lfd: lfd, import_deadlines: deadlines(terminal, line) }).attributes
    // The line's day comes first although the terminal's is the one set first.
    expect(earliestFreeDay(box('2026-03-10T00:00:00Z', null, '2026-03-08T00:00:00Z'))).toBe(
      '2026-03-08T00:00:00Z'
    )
    expect(earliestFreeDay(box(null, '2026-03-05T00:00:00Z', '2026-03-08T00:00:00Z'))).toBe(
      '2026-03-05T00:00:00Z'
    )
    expect(earliestFreeDay(box(null, null, null))).toBeNull()
  })

  it('counts what the containers still in the terminal owe, not those picked up', () => {
    const due = documentDue([
      boxView({
        number: 'OUTU1',
        pickup_lfd: '2026-03-01T00:00:00Z',
        pod_full_out_at: '2026-02-28T10:00:00Z',
        fees_at_pod_terminal: [{ type: 'demurrage', amount: 900, currency_code: 'USD' }]
      }),
      boxView({
        number: 'MSKU1',
        pickup_lfd: '2026-03-06T00:00:00Z',
        holds_at_pod_terminal: [{ name: 'customs', status: 'hold', description: '' }],
        fees_at_pod_terminal: [{ type: 'demurrage', amount: 150, currency_code: 'USD' }]
      }),
      boxView({
        number: 'TGHU2',
        import_deadlines: deadlines('2026-03-04T00:00:00Z', null),
        fees_at_pod_terminal: [{ type: 'exam', amount: 50, currency_code: 'USD' }]
      })
    ])
    expect(due).toMatchObject({
      lfd: '2026-03-04T00:00:00Z',
      container: 'TGHU2',
      holds: 1,
      fees: [{ currency: 'USD', amount: 200 }]
    })
  })

  it('counts days left by the terminal calendar', () => {
    // 23:30 in Los Angeles on the 3rd is already the 4th in UTC.
    const now = Date.parse('2026-03-04T07:30:00Z')
    const tz = 'America/Los_Angeles'
    expect(daysLeft({ lfd: '2026-03-05T20:00:00Z', timeZone: tz }, now)).toBe(2)
    expect(daysLeft({ lfd: '2026-03-04T03:00:00Z', timeZone: tz }, now)).toBe(0)
    expect(daysLeft({ lfd: '2026-03-02T20:00:00Z', timeZone: tz }, now)).toBe(-1)
    expect(daysLeft({ lfd: null, timeZone: tz }, now)).toBeNull()
  })
})
