import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMAND_NAMES, type CommandName } from '@shared/ipc'
import { channelOf } from '@shared/ipcChannel'
import { bootApp, type Booted } from '../main/support/bootApp'
import { generateCases, type FuzzCase } from './support/fuzzCases'
import { dice } from '../support/dice'

/** Change the seed to explore; a failure message names the seed and case index to replay. */
const SEED = Number(process.env.DROPDOCK_FUZZ_SEED ?? 0x0d0c_2026)
const CASES = 1000

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
    if (message.length > 240) return `message is ${message.length} characters long`
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

  beforeAll(async () => {
    booted = await bootApp()
  })
  afterAll(async () => {
    await booted?.quit()
  })

  describe('handle()', () => {
    it('refuses 1,000 random and hostile payloads across every command, serves the valid ones, and keeps running', async () => {
      expect(booted.ctx, 'the app started').not.toBeNull()
      const unhandled: unknown[] = []
      const onUnhandled = (err: unknown) => unhandled.push(err)
      process.on('unhandledRejection', onUnhandled)
      process.on('uncaughtException', onUnhandled)
      const protoKeys = Object.getOwnPropertyNames(Object.prototype).sort()
      const arrayKeys = Object.getOwnPropertyNames(Array.prototype).sort()

      const folder = mkdtempSync(join(tmpdir(), 'dropdock-fuzz-folder-'))
      const problems: string[] = []
      const tally = { refused: 0, served: 0, openedLinks: 0, perCommand: new Map<string, number>() }
      let i = 0
      try {
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
          if (c.command === 'document.openInWebApp' && answer.ok) tally.openedLinks++
          tally.perCommand.set(c.command, (tally.perCommand.get(c.command) ?? 0) + 1)
          i++
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      } finally {
        process.off('unhandledRejection', onUnhandled)
        process.off('uncaughtException', onUnhandled)
      }

      expect(problems.slice(0, 20), `${problems.length} wrong answers`).toEqual([])
      expect(i).toBe(CASES)
      expect([...tally.perCommand.keys()].sort()).toEqual([...COMMAND_NAMES].sort())
      expect(Math.min(...tally.perCommand.values())).toBeGreaterThanOrEqual(30)
      expect(tally.refused).toBeGreaterThan(700)
      expect(tally.served).toBeGreaterThan(100)
      expect(unhandled).toEqual([])

      const probe = {} as Record<string, unknown>
      expect(probe.polluted).toBeUndefined()
      expect(probe.isAdmin).toBeUndefined()
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoKeys)
      expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayKeys)

      // Side effects only from valid payloads: one web-app link per served openInWebApp (the
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
