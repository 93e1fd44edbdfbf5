import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mockState } from '../../mocks/electron'
import { startHarness, type Harness } from '../support/routeHarness'
import { takePort, type PortTaker } from '../../support/portTaker'
import { waitFor } from '../../support/waitFor'

describe("the app's embedded sandbox", () => {
  let h: Harness
  let taker: PortTaker | null = null
  beforeAll(async () => {
    h = await startHarness({ sandboxProcess: true })
  })
  afterAll(async () => {
    taker?.stop()
    await h.close()
  })

  it('keeps its port when its process dies: no other program gets it, nor the key', async () => {
    const port = Number(new URL(h.host.appUrl()!).port)
    // Another program lies in wait for the port to be free.
    taker = takePort(port)
    await taker.tried
    expect(taker.bound()).toBe(false)

    const sandbox = mockState.utilityForks.at(-1)!.process
    process.kill(sandbox.pid!, 'SIGKILL')
    // Started again behind the same port: the engine is served there once more.
    await waitFor(
      () =>
        h.host
          .client()
          .ping()
          .then(
            () => true,
            () => false
          ),
      'the sandbox to answer again',
      20_000
    )
    expect(mockState.utilityForks.at(-1)!.process).not.toBe(sandbox)
    expect(Number(new URL(h.host.appUrl()!).port)).toBe(port)
    expect(taker.bound()).toBe(false)
    expect(taker.seen).toEqual([])
  })
})
