/**
 * The wire name of a command or event. Main and preload both derive channels from here, so
 * a channel name exists in exactly one place. Pure, no imports with side effects.
 */
import type { CommandName, EventName } from './ipc'

/** Every Dropdock channel starts with this, so foreign channels are easy to spot and refuse. */
export const CHANNEL_PREFIX = 'dropdock:'

/** `dropdock:intake.addDropped` for `intake.addDropped`. */
export function channelOf(name: CommandName | EventName): string {
  return `${CHANNEL_PREFIX}${name}`
}
