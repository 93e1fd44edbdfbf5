import { requestTypeFor } from '../../engine/client/serviceClient'
import { EXIT, type ExitCode } from '../exitCodes'
import type { CommandContext } from './context'
import { namingTheNumber } from './lookupErrors'
import { NUMBER_WORDS, describeInference } from './infer'
import { inferNumber, startTracking } from '../../engine/lookup/numberLookup'

/**
 * `track NUMBER`: infers carrier and type unless both were given, refuses to guess a carrier the
 * service is not sure of, then creates the tracking request.
 */
export async function trackCommand({
  args,
  out,
  client,
  webLinks
}: CommandContext): Promise<ExitCode> {
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
  const requestType = requestTypeFor(numberType)
  const created = await namingTheNumber('track', number, () =>
    startTracking(client, { number, numberType, scac, refNumbers: args.refs })
  )
  const tr = created.data
  const deepLink = webLinks ? client.deepLink(number) : null
  out.result(
    'tracking_requested',
    {
      id: tr.id,
      request_number: number,
      request_type: requestType,
      scac,
      status: tr.attributes.status,
      failed_reason: tr.attributes.failed_reason,
      deep_link: deepLink
    },
    [
      tr.attributes.status === 'failed'
        ? `Not tracked: ${number} (${requestType.replace(/_/g, ' ')}, ${scac}): the service ` +
          `refused it${tr.attributes.failed_reason ? ` (${tr.attributes.failed_reason.replace(/_/g, ' ')})` : ''}.`
        : `Tracking requested: ${number} (${requestType.replace(/_/g, ' ')}, ${scac}), status ${tr.attributes.status}.`,
      ...(deepLink ? [`Open: ${deepLink}`] : [])
    ]
  )
  return tr.attributes.status === 'failed' ? EXIT.notAllGood : EXIT.ok
}
