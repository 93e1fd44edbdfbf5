import { requestTypeFor } from '../../engine/client/serviceClient'
import { EXIT, type ExitCode } from '../exitCodes'
import type { CommandContext } from './context'
import { trackRelinkCommand } from './trackRelink'
import { namingTheNumber } from './lookupErrors'
import { NUMBER_WORDS, describeInference } from './infer'
import { inferNumber, startTracking } from '../../engine/lookup/numberLookup'
import { followTracking, shipmentTracking } from '../../engine/lookup/trackingOutcome'
import type { NumberType, SingleResponse, TrackingRequestResource } from '../../shared/service'

/**
 * `track NUMBER`: infers carrier and type unless both were given, refuses to guess a carrier the
 * service is not sure of, then creates the tracking request and waits (bounded) for its outcome.
 * `track --relink ID [NUMBER]` tracks a document's own number and relinks it (trackRelink.ts).
 */
export async function trackCommand(ctx: CommandContext): Promise<ExitCode> {
  if (ctx.args.relinkId !== undefined) return trackRelinkCommand(ctx)
  const { args, out, client, clock, webLinks } = ctx
  const number = args.positionals[0].trim()
  let scac = args.scac
  let numberType = args.numberType
  if (!scac || !numberType) {
    const inferred = await namingTheNumber('look up', number, () => inferNumber(client, number))
    numberType ??= inferred.number_type
    const line = inferred.shipping_line
    // An invalid number stays invalid with any carrier: say so rather than ask for one.
    if (inferred.validation.is_valid === false) {
      const why = inferred.validation.reason ? ` (${inferred.validation.reason})` : ''
      out.result(
        'invalid_number',
        { number, number_type: inferred.number_type, validation: inferred.validation },
        [
          ...describeInference(number, inferred),
          `Not tracked: ${number} is not a valid ${NUMBER_WORDS[inferred.number_type] ?? 'number'}${why}.`
        ]
      )
      return EXIT.notAllGood
    }
    if (!scac && line.decision === 'auto_select' && line.selected) scac = line.selected.scac
    if (!scac) {
      out.result(
        'carrier_uncertain',
        { number, number_type: inferred.number_type, shipping_line: line },
        [
          ...describeInference(number, inferred),
          'Not tracked: choose the carrier with --scac CODE.'
        ]
      )
      return EXIT.notAllGood
    }
  }
  const created = await namingTheNumber('track', number, () =>
    startTracking(client, { number, numberType, scac, refNumbers: args.refs })
  )
  // On the command's clock: the wait holds the process until the request's outcome is known.
  const tr = await followTracking(client, created, clock)
  return reportTracking({ out, client, webLinks }, tr, { number, numberType, scac })
}

/**
 * What became of the request: created, refused (a `duplicate` names the shipment that already
 * tracks the number and is not a failure), or still pending after the wait — never "pending" as
 * if that were an outcome.
 */
async function reportTracking(
  { out, client, webLinks }: Pick<CommandContext, 'out' | 'client' | 'webLinks'>,
  tr: SingleResponse<TrackingRequestResource>,
  input: { number: string; numberType: NumberType; scac: string }
): Promise<ExitCode> {
  const { number, scac } = input
  const requestType = requestTypeFor(input.numberType)
  const { status, failed_reason: reason } = tr.data.attributes
  const what = `${number} (${requestType.replace(/_/g, ' ')}, ${scac})`
  const deepLink = webLinks ? client.deepLink(number) : null
  const open = deepLink ? [`Open: ${deepLink}`] : []
  const fields = { id: tr.data.id, request_number: number, request_type: requestType, scac }
  if (status === 'failed' && reason === 'duplicate') {
    const shipment = await shipmentTracking(client, number)
    if (shipment) {
      const a = shipment.attributes
      out.result(
        'already_tracked',
        {
          ...fields,
          status,
          failed_reason: reason,
          shipment_id: shipment.id,
          bill_of_lading_number: a.bill_of_lading_number,
          shipping_line_scac: a.shipping_line_scac,
          deep_link: deepLink
        },
        [
          `Already tracked: ${what} is shipment ${a.bill_of_lading_number} (${a.shipping_line_name}).`,
          ...open
        ]
      )
      return EXIT.ok
    }
  }
  const line =
    status === 'created'
      ? `Tracked: ${what}, shipment created.`
      : status === 'failed'
        ? `Not tracked: ${what}: the service refused it${reason ? ` (${reason.replace(/_/g, ' ')})` : ''}.`
        : status === 'pending'
          ? `Still pending: ${what}: the service has not answered yet; see it with the request id ${tr.data.id}.`
          : `Not tracked yet: ${what}, status ${status.replace(/_/g, ' ')}.`
  out.result(
    'tracking_requested',
    { ...fields, status, failed_reason: reason, deep_link: deepLink },
    [line, ...open]
  )
  return status === 'created' ? EXIT.ok : EXIT.notAllGood
}
