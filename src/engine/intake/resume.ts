import { FILE_STATES } from '../../shared/intake'
import type { EntryPatch } from '../ledger/types'
import type { IntakeContext, QuietParts } from '../context/context'
import { isFinal, priorityOf } from '../context/entries'
import { contentKey } from '../context/inflight'
import { laneFor, quietFor, sourceOf } from '../context/entries'

type Change = { id: string; patch: EntryPatch; note: string }

/**
 * Picks up every unfinished item after a start, from the ledger alone:
 * waiting → back into the gate; hashing → queued again; uploading → queued again (with a signed
 * id the upload step goes straight to the create request, safe because the service answers 409
 * for known content); retrying → at its recorded time; submitted / classified → followed.
 */
export function resumeEntries(
  ctx: QuietParts &
    Pick<
      IntakeContext,
      'ledger' | 'inflight' | 'gate' | 'queuedState' | 'clock' | 'scheduler' | 'follow'
    >,
  setMany: (changes: Change[]) => void,
  /** Items already in hand (after the disk came back, those that never stopped). */
  opts: { skip?: (id: string) => boolean } = {}
): void {
  const requeue: Change[] = []
  const enqueue: string[] = []
  const skip = opts.skip ?? (() => false)
  for (const e of ctx.ledger.unfinished()) {
    // An item that sent a create before the restart sends its content first: the service may
    // already hold its document, which a twin sending first would take for someone else's.
    const key = contentKey(e)
    if (key && (e.meta?.createAttempts ?? 0) > 0 && !e.documentId && !isFinal(e.state)) {
      ctx.inflight.claim(key, e.id)
    }
  }
  for (const e of ctx.ledger.unfinished()) {
    if (skip(e.id)) continue
    switch (e.state) {
      case 'waiting': {
        const src = sourceOf(e)
        if (src) ctx.gate.observe(src, null, quietFor(ctx, e))
        break
      }
      case 'hashing':
      case 'uploading':
        requeue.push({
          id: e.id,
          patch: { state: ctx.queuedState(), bytesSent: 0 },
          note: 'resumed after a restart'
        })
        enqueue.push(e.id)
        break
      case 'queued':
      case 'paused': {
        // The host decides whether a pause outlives a restart (the app does, the CLI does not).
        const state = ctx.queuedState()
        if (state !== e.state)
          requeue.push({ id: e.id, patch: { state }, note: 'resumed after a restart' })
        enqueue.push(e.id)
        break
      }
      case 'retrying': {
        const due = e.nextAttemptAt ? Date.parse(e.nextAttemptAt) : ctx.clock.now()
        ctx.scheduler.enqueueAt(laneFor(e), e.id, priorityOf(e.origin), due)
        break
      }
      case 'submitted':
      case 'classified':
        ctx.follow(e.id)
        break
      default:
        if (!FILE_STATES.includes(e.state)) {
          // Written by a damaged or foreign state folder: said on the item, which ends, rather
          // than left in a state nothing moves on from (an upload would wait for it for ever).
          const message = `The state folder is damaged: "${String(e.state)}" is not a state Dropdock knows, so where this file got to is lost. Retry it to send it again.`
          requeue.push({
            id: e.id,
            patch: {
              state: 'failed',
              nextAttemptAt: null,
              lastError: { kind: 'file', message }
            },
            note: message
          })
        }
        break
    }
  }
  setMany(requeue)
  for (const id of enqueue) {
    const e = ctx.ledger.get(id)!
    ctx.scheduler.enqueue(laneFor(e), id, priorityOf(e.origin))
  }
}
