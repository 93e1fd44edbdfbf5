import type { SandboxEnv } from '../http/types'

/** Where an asynchronous run starts: full processing, extraction only, or linking only. */
export type PipelineStart = 'classify' | 'extract' | 'link'

/** Schedules asynchronous processing of a document (filled in by the processing step). */
export function processDocument(
  _env: SandboxEnv,
  _accountId: string,
  _documentId: string,
  _from: PipelineStart
): void {}
