/**
 * Structured logs with rotation through electron-log's Node flavour. The Node flavour is used in
 * main on purpose: the Electron flavour opens an IPC channel for renderer logging, and our
 * renderer has no business writing to our logs.
 */
import log from 'electron-log/node'
import { join } from 'node:path'
import type { LogLevel } from '@shared/settingsSchema'
import { logSafe } from './logLine'
import { redactValue } from './redact'

export interface AppLogger {
  error(...data: unknown[]): void
  warn(...data: unknown[]): void
  info(...data: unknown[]): void
  debug(...data: unknown[]): void
  setLevel(level: LogLevel): void
  /** The current log file (older ones are rotated to main.old.log beside it). */
  readonly file: string
}

/** Log files rotate at this size; one previous file is kept. */
export const MAX_LOG_BYTES = 2 * 1024 * 1024

let instances = 0

/**
 * A logger writing `main.log` in `dir`, never the console in packaged builds, with every
 * argument passed through redaction of the secrets known at the time of the call, then made
 * one inert line (./logLine): an error's stack is one line too, its breaks written `\n`.
 */
export function setupLogging(opts: {
  dir: string
  level: LogLevel
  secrets: () => readonly string[]
  console?: boolean
}): AppLogger {
  const logger = log.create({ logId: `dropdock-${++instances}` })
  const file = join(opts.dir, 'main.log')
  logger.transports.file.resolvePathFn = () => file
  logger.transports.file.maxSize = MAX_LOG_BYTES
  logger.transports.file.level = opts.level
  logger.transports.console.level = opts.console ? opts.level : false
  logger.hooks.push((message) => {
    const secrets = opts.secrets()
    message.data = message.data.map((d) => {
      const safe = redactValue(d, secrets)
      return typeof safe === 'string' ? logSafe(safe) : safe
    })
    return message
  })
  return {
    error: (...d) => logger.error(...d),
    warn: (...d) => logger.warn(...d),
    info: (...d) => logger.info(...d),
    debug: (...d) => logger.debug(...d),
    setLevel(level) {
      logger.transports.file.level = level
      if (logger.transports.console.level !== false) logger.transports.console.level = level
    },
    file
  }
}
