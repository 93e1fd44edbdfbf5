/**
 * "Export diagnostics": what support needs to understand a problem, and nothing secret. Logs
 * (redacted again on the way out), settings (no key is ever in them; only whether one is set),
 * a summary of the ledger without file contents, and versions.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { IntakeItem } from '@shared/intake'
import type { Settings } from '@shared/settingsSchema'
import { redactText } from '../logging/redact'
import { createZip, type ZipEntry } from './zip'

export interface DiagnosticsSource {
  logDir: string
  settings(): Settings
  keyInfo(): { hasApiKey: boolean; source: string | null; storage: string }
  items(): IntakeItem[]
  versions(): Record<string, string>
  serviceLabel(): string
  locked(): string[]
  secrets(): readonly string[]
}

/** Counts per state and the latest failures, without paths' file contents. */
export function ledgerSummary(items: readonly IntakeItem[]): Record<string, unknown> {
  const byState: Record<string, number> = {}
  for (const item of items) byState[item.state] = (byState[item.state] ?? 0) + 1
  const failures = items
    .filter((i) => i.lastError)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 50)
    .map((i) => ({
      id: i.id,
      name: i.name,
      state: i.state,
      updatedAt: i.updatedAt,
      error: i.lastError
    }))
  return { total: items.length, byState, failures }
}

/** The zip's entries. */
export function diagnosticsEntries(src: DiagnosticsSource): ZipEntry[] {
  const secrets = src.secrets()
  const json = (value: unknown) => redactText(JSON.stringify(value, null, 2), secrets)
  const entries: ZipEntry[] = [
    { name: 'versions.json', data: json({ ...src.versions(), service: src.serviceLabel() }) },
    {
      name: 'settings.json',
      data: json({ ...src.settings(), apiKey: src.keyInfo(), locked: src.locked() })
    },
    { name: 'ledger-summary.json', data: json(ledgerSummary(src.items())) }
  ]
  let logs: string[] = []
  try {
    logs = readdirSync(src.logDir).filter((f) => f.endsWith('.log'))
  } catch {
    logs = []
  }
  for (const file of logs) {
    const text = readFileSync(join(src.logDir, file), 'utf8')
    entries.push({ name: `logs/${file}`, data: redactText(text, secrets) })
  }
  return entries
}

/** Writes the diagnostics zip to `target`. */
export function writeDiagnostics(target: string, src: DiagnosticsSource): void {
  writeFileSync(target, createZip(diagnosticsEntries(src)))
}
