import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMAND_NAMES, type CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { bootApp, type Booted } from '../main/support/bootApp'
import { generateCases, LONGEST_REFUSAL, type FuzzCase } from '../support/ipcFuzz/cases'
import { dice } from '../support/dice'

/** Change the seed to explore; a failure message names the seed and case index to replay. */
const SEED = Number(process.env.DROPDOCK_FUZZ_SEED ?? 0x0d0c_2026)
const CASES = 1000
/** The commands that open a page of the web app in the browser. */
const WEB_APP_COMMANDS = new Set<string>(['document.openInWebApp', 'document.openInService'])

interface Answer {
  ok: boolean
  value?: unknown
  error?: { kind: string; message: string; detail?: string }
}

function describeCase(i: number, c: FuzzCase): string {
  return `seed ${SEED} case ${i}: ${c.command} with ${c.label}`
}

/** What went wrong with one answer, or null when it is what the case expects. */
function judge(c: FuzzCase, answer: Answer): string | null {
  if (!answer || typeof answer !== 'object' || typeof answer.ok !== 'boolean')
    return `not an IpcResult: ${String(answer)}`
  if ('refuse' in c.expect) {
    if (answer.ok) return 'accepted a payload that must be refused'
    if (answer.error?.kind !== 'validation')
      return `refused as ${answer.error?.kind}, not validation`
    const message = answer.error.message
    const detail = answer.error.detail ?? ''
    if (!detail.startsWith(`${c.command}: `)) return `detail does not name the command: ${detail}`
    if (message.length > LONGEST_REFUSAL) return `message is ${message.length} characters long`
    if (!c.expect.refuse.test(detail))
      return `unclear detail "${detail}" (wanted ${c.expect.refuse})`
    if (message.includes(c.command)) return `message shows the clerk a command name: ${message}`
    return null
  }
  if (!answer.ok && answer.error?.kind === 'validation')
    return `refused a valid payload: ${answer.error.message}`
  if (!answer.ok && !answer.error?.message) return 'a failure without a message'
  return null
}

describe('security/ipc', () => {
  let booted: Booted
  const sender = () => {
    const win = booted.electron.BrowserWindow.getAllWindows()[0]
    return { sender: win.webContents, senderFrame: win.webContents.mainFrame }
  }
  const invoke = (name: CommandName, args: unknown[]) =>
    booted.electron.ipcMain.invoke(channelOf(name), sender(), ...args) as Promise<Answer>

  // Listened to for the app's whole life: work a command starts without awaiting it (a
  // reconnect, a sandbox restart) may fail after its answer, up to the moment the app has quit.
  const unhandled: unknown[] = []
  const onUnhandled = (err: unknown) => unhandled.push(err)

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled)
    process.on('uncaughtException', onUnhandled)
    booted = await bootApp()
  })
  afterAll(async () => {
    try {
      await booted?.quit()
      // Node reports a rejection only once the microtask queue is empty, that is after the turn
      // in which quit() settled: one macrotask turn lets it reach the listener.
      await new Promise(setImmediate)
    } finally {
      process.off('unhandledRejection', onUnhandled)
      process.off('uncaughtException', onUnhandled)
    }
    expect(unhandled, 'errors nobody handled, up to the app quitting').toEqual([])
  })

  describe('handle()', () => {
    it('refuses 1,000 random and hostile payloads across every command, serves the valid ones, and keeps running', async () => {
      expect(booted.ctx, 'the app started').not.toBeNull()
      const protoKeys = Object.getOwnPropertyNames(Object.prototype).sort()
      const arrayKeys = Object.getOwnPropertyNames(Array.prototype).sort()

      const folder = mkdtempSync(join(tmpdir(), 'dropdock-fuzz-folder-'))
      const problems: string[] = []
      const tally = { refused: 0, served: 0, openedLinks: 0, perCommand: new Map<string, number>() }
      // Each call is awaited before the next one is made, so every answer has settled when the
      // loop ends; the count of answers says none went missing.
      let i = 0
      for (const c of generateCases({
        count: CASES,
        commands: COMMAND_NAMES,
        env: { folder },
        dice: dice(SEED)
      })) {
        let answer: Answer
        try {
          answer = await invoke(c.command, c.args)
        } catch (err) {
          problems.push(`${describeCase(i, c)}: threw ${String(err)}`)
          i++
          continue
        }
        const problem = judge(c, answer)
        if (problem) problems.push(`${describeCase(i, c)}: ${problem}`)
        if ('refuse' in c.expect) tally.refused++
        else tally.served++
        if (WEB_APP_COMMANDS.has(c.command) && answer.ok) tally.openedLinks++
        tally.perCommand.set(c.command, (tally.perCommand.get(c.command) ?? 0) + 1)
        i++
      }

      expect(problems.slice(0, 20), `${problems.length} wrong answers`).toEqual([])
      expect(i).toBe(CASES)
      expect([...tally.perCommand.keys()].sort()).toEqual([...COMMAND_NAMES].sort())
      // Every command gets its share of the cases, round-robin.
      expect(Math.min(...tally.perCommand.values())).toBeGreaterThanOrEqual(
        Math.floor(CASES / COMMAND_NAMES.length)
      )
      expect(tally.refused).toBeGreaterThan(700)
      expect(tally.served).toBeGreaterThan(100)
      expect(unhandled).toEqual([])

      const probe = {} as Record<string, unknown>
      expect(probe.polluted).toBeUndefined()
      expect(probe.isAdmin).toBeUndefined()
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoKeys)
      expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayKeys)

      // Side effects only from valid payloads: one web-app link per served web-app command (the
      // embedded sandbox's, whose port changes when a key is set or cleared), no local file.
      const { shell } = booted.electron.mockState
      expect(shell.openExternal).toHaveLength(tally.openedLinks)
      for (const url of shell.openExternal) {
        expect(new URL(url)).toMatchObject({ protocol: 'http:', hostname: '127.0.0.1' })
      }
      expect(shell.openPath).toEqual([])
      expect(shell.showItemInFolder).toEqual([])

      expect(await invoke('app.info', [])).toMatchObject({
        ok: true,
        value: { name: 'Dropdock', sandbox: true }
      })
    })
  })
})
