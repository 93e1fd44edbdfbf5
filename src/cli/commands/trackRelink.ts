import { IntakeService } from '../../engine/intake/intakeService'
import { trackDocumentNumber } from '../../engine/track/trackNumber'
import type { IntakeItem } from '../../shared/intake'
import { endedWell } from '../../shared/outcome'
import { trackableNumbersOf, type TrackNumberResult } from '../../shared/trackNumber'
import { itemRecord, relinkSentence, shownName } from '../describeItem'
import { EXIT, type ExitCode } from '../exitCodes'
import { itemNamed } from '../itemIds'
import type { Output } from '../output'
import type { CommandContext } from './context'

/**
 * `track --relink ID [NUMBER]`: "Track this number" for a document (ID as correct and relink
 * take it): tracks its own B/L, booking or container number (NUMBER when it has several), waits
 * for the request, relinks the document once tracked and prints what happened. A request still
 * pending is kept in the state folder: the next engine on it (the app, watch) relinks later.
 */
export async function trackRelinkCommand({
  args,
  out,
  client,
  clock
}: CommandContext): Promise<ExitCode> {
  const svc = new IntakeService({ client, stateDir: args.stateDir, paused: true })
  try {
    const typed = args.relinkId!
    const item = itemNamed(svc.list(), typed)
    const number = args.positionals[0] ?? onlyNumber(item, out, typed)
    if (number === null) return EXIT.notAllGood
    const input = { itemId: item.id, number, ...(args.scac ? { scac: args.scac } : {}) }
    const res = await trackDocumentNumber({ intake: svc, client, clock }, input)
    return report(out, svc.get(item.id) ?? item, res, typed)
  } finally {
    await svc.close()
  }
}

/** The document's one trackable number; null (said) when it has none or several. */
function onlyNumber(item: IntakeItem, out: Output, typed: string): string | null {
  const own = trackableNumbersOf(item).map((n) => n.number)
  if (own.length === 1) return own[0]
  const name = shownName(item)
  out.result('choose_number', { id: item.id, numbers: own }, [
    own.length === 0
      ? `Not tracked: ${name} has no B/L, booking or container number to track.`
      : `Not tracked: ${name} has ${own.length} numbers to track (${own.join(', ')}); name one: dropdock track --relink ${typed} NUMBER.`
  ])
  return null
}

/** What became of it, from the engine's answer and the item as it is now. */
function report(out: Output, item: IntakeItem, res: TrackNumberResult, typed: string): ExitCode {
  const name = shownName(item)
  const fields = { id: item.id, number: res.number, step: res.step }
  if (res.step === 'invalid' || res.step === 'choose_carrier') {
    const why =
      res.step === 'invalid'
        ? `the service says ${res.number} is not valid${res.reason ? ` (${res.reason})` : ''}`
        : `the service is not sure of the carrier of ${res.number}; choose it with --scac CODE`
    out.result('track_relink', fields, [`Not tracked: ${why}.`])
    return EXIT.notAllGood
  }
  if (res.step === 'not_tracked') {
    const { id, status, failedReason } = res.request
    const line = res.kept
      ? `Still pending: tracking ${res.number} (request ${id}) is ${status.replace(/_/g, ' ')}; kept: ${name} is relinked once it is tracked, by the next Dropdock on this state folder.`
      : `Not tracked: ${res.number}: the service refused it${failedReason ? ` (${failedReason.replace(/_/g, ' ')})` : ''}.`
    out.result('track_relink', { ...fields, request: res.request, kept: res.kept }, [line])
    return EXIT.notAllGood
  }
  const data = { ...fields, request: res.request, already_tracked: res.alreadyTracked }
  if (res.relinkError) {
    out.result('track_relink', { ...data, relink_error: res.relinkError }, [
      `Tracked ${res.number}, but the relink of ${name} was not done: ${res.relinkError.message} It stays to be done: run dropdock relink ${typed}.`
    ])
    return EXIT.notAllGood
  }
  if (!res.link) {
    out.result('track_relink', data, [
      `Tracked ${res.number}; the relink of ${name} was asked and is not finished yet: dropdock status shows its links once it has.`
    ])
    return EXIT.notAllGood
  }
  const tracked = res.alreadyTracked ? 'was already tracked' : 'tracked'
  out.result('track_relink', { ...data, file: itemRecord(item) }, [
    `${res.number} ${tracked}.`,
    relinkSentence(item)
  ])
  return endedWell(item) ? EXIT.ok : EXIT.notAllGood
}
