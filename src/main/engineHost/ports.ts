/**
 * What main needs from the intake engine (src/engine/intake/intakeService.ts), as a
 * structural type: the routes and the host are written against this, the real IntakeService
 * satisfies it, and tests or browser harnesses can pass the real one or a fake.
 */
import type {
  FolderHealth,
  IntakeCounts,
  IntakeItem,
  ItemOrigin,
  StorageProblem,
  ItemProgress,
  ServiceWaitInfo
} from '@shared/intake'
import type { Refusal } from '@shared/refusal'
import type { WatchedFolder } from '@shared/settingsSchema'
import type { StateDamage } from '@shared/stateDamage'
import type { ExtractedValue, ExtractedValues } from '@shared/corrections'

export interface IntakePort {
  addFiles(paths: string[], origin?: ItemOrigin): Promise<{ accepted: number; rejected: Refusal[] }>
  addBytes(name: string, bytes: Uint8Array, md5?: string): { id: string }
  watch(folders: (Partial<WatchedFolder> & { path: string })[]): Promise<void>
  pause(): void
  resume(): void
  retry(ids: string[]): { count: number }
  retryFailed(): { count: number }
  cancel(ids: string[]): { count: number }
  remove(ids: string[]): { count: number }
  acknowledge(ids: string[]): { count: number }
  reclassify(id: string): Promise<void>
  relink(id: string): Promise<void>
  reextract(id: string): Promise<void>
  setManualType(id: string, type: string | null): Promise<void>
  correct(
    id: string,
    fields: Record<string, ExtractedValue | null> | null
  ): Promise<{ manual: ExtractedValues | null; relinkAdvised: boolean }>
  list(): IntakeItem[]
  get(id: string): IntakeItem | null
  counts(): IntakeCounts
  on(event: 'items', fn: (items: IntakeItem[]) => void): () => void
  on(event: 'progress', fn: (progress: ItemProgress[]) => void): () => void
  on(event: 'storage', fn: (problem: StorageProblem | null) => void): () => void
  on(event: 'folder', fn: (health: FolderHealth) => void): () => void
  on(event: 'wait', fn: (wait: ServiceWaitInfo | null) => void): () => void
  /** When the service is tried next while files wait for it, or null. */
  waitingForService?(): ServiceWaitInfo | null
  /** Tries the service at once for whatever waits for it ("Try now"). */
  tryNow?(): { count: number }
  /** Why intake waits for the disk under its data, or null. */
  storageProblem?(): StorageProblem | null
  /** What was found damaged or missing in the state folder at start, or null. */
  stateDamage?(): StateDamage | null
  /** Each watched folder's health (watching, unreachable with the reason, retrying). */
  folderHealth?(): FolderHealth[]
  close(): Promise<void>
}
