import type { Settings } from '@shared/settingsSchema'

/** True when a top-level setting differs between two saves. */
export function settingChanged<K extends keyof Settings>(
  before: Settings,
  after: Settings,
  key: K
): boolean {
  return JSON.stringify(before[key]) !== JSON.stringify(after[key])
}

/**
 * What a saved change means for intake, shared by the app and in-memory hosts: a new connection
 * concurrency or retention restarts it, new folders only re-watch.
 */
export async function applyIntakeChange(
  host: { restart(): Promise<void>; rewatch(): Promise<void> },
  before: Settings,
  after: Settings
): Promise<void> {
  const changed = (key: keyof Settings) => settingChanged(before, after, key)
  if (changed('connection') || changed('concurrency') || changed('retentionDays'))
    await host.restart()
  else if (changed('folders')) await host.rewatch()
}
