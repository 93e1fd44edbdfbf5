import type { CarrierCandidate, InferAttributes } from '../../shared/service'
import { EXIT, type ExitCode } from '../exitCodes'
import type { CommandContext } from './context'
import { namingTheNumber } from './lookupErrors'
import { inferNumber } from '../../engine/lookup/numberLookup'

const pct = (c: CarrierCandidate): string =>
  `${c.scac} ${c.name} ${Math.round(c.confidence * 100)} %`

/** Each number type in words. */
export const NUMBER_WORDS: Record<string, string> = {
  container: 'container number',
  bill_of_lading: 'bill of lading',
  booking: 'booking number'
}

/** The sentences a person reads for one inference. */
export function describeInference(number: string, a: InferAttributes): string[] {
  const v = a.validation
  const validity =
    v.is_valid === true
      ? v.check_digit_passed === true
        ? 'valid, check digit passed'
        : 'valid'
      : v.is_valid === false
        ? `not valid${v.reason ? `: ${v.reason}` : ''}`
        : 'validity unknown'
  const lines = [`${number}: ${NUMBER_WORDS[a.number_type] ?? a.number_type} (${validity})`]
  const s = a.shipping_line
  if (s.decision === 'auto_select' && s.selected) lines.push(`Carrier: ${pct(s.selected)}`)
  else if (s.decision === 'needs_confirmation')
    lines.push(`Carrier needs confirmation: ${s.candidates.map(pct).join(', ')}`)
  else
    lines.push(
      `No carrier prediction${s.candidates.length ? ` (candidates: ${s.candidates.map(pct).join(', ')})` : ''}`
    )
  return lines
}

/** `infer NUMBER`: carrier and number type as the service predicts them. 1 when invalid. */
export async function inferCommand({
  args,
  out,
  client,
  webLinks
}: CommandContext): Promise<ExitCode> {
  const number = args.positionals[0].trim()
  const a = await namingTheNumber('look up', number, () => inferNumber(client, number))
  const deepLink = webLinks ? client.deepLink(number) : null
  out.result(
    'inferred',
    {
      number,
      number_type: a.number_type,
      validation: a.validation,
      shipping_line: a.shipping_line,
      deep_link: deepLink
    },
    [...describeInference(number, a), ...(deepLink ? [`Open: ${deepLink}`] : [])]
  )
  return a.validation.is_valid === false ? EXIT.notAllGood : EXIT.ok
}
