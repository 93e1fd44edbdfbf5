import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allFinal, harness, until, type Harness } from '../intake/harness'
import { invoiceText } from '../../main/support/invoiceText'

/**
 * A burst of files and the status polls of the ones already sent: the files go to the service
 * first. Uploads run one at a time so the queue stays backed up; polls are due 5 ms after each
 * document is created, so any poll made while files still waited shows in the sandbox's log
 * before the last document was created.
 */
const COUNT = 20

let h: Harness
beforeEach(async () => {
  h = await harness()
})
afterEach(async () => {
  await h.close()
})

async function burst(sendsFirstMaxMs?: number) {
  const s = h.service({
    concurrency: { hash: 2, upload: 1 },
    followSchedule: () => 5,
    ...(sendsFirstMaxMs !== undefined ? { sendsFirstMaxMs } : {})
  })
  const files = Array.from({ length: COUNT }, (_, i) => {
    const f = join(h.dir, `invoice-${i}.txt`)
    writeFileSync(f, invoiceText(`burst ${i}`))
    return f
  })
  await s.addFiles(files)
  const items = await until(s, allFinal(COUNT))
  const creates = h.requests.flatMap((r, i) => (r.startsWith('POST /v2/documents ') ? [i] : []))
  const reads = h.requests.flatMap((r, i) => (r.startsWith('GET /v2/documents') ? [i] : []))
  return { items, lastCreate: creates.at(-1)!, firstRead: reads[0] }
}

describe('Follower while files wait to be sent', () => {
  it('asks for no status until every queued file has its document, then follows each', async () => {
    const { items, lastCreate, firstRead } = await burst()
    expect(items.every((i) => i.state === 'extracted')).toBe(true)
    expect(firstRead).toBeGreaterThan(lastCreate)
  })

  it('waits at most its limit, so a long queue does not hide every status', async () => {
    const { items, lastCreate, firstRead } = await burst(1)
    expect(items.every((i) => i.state === 'extracted')).toBe(true)
    expect(firstRead).toBeLessThan(lastCreate)
  })
})
