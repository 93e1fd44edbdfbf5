import { documentTypeLabel } from '../documents/types'

interface Rule {
  phrase: string
  pattern: RegExp
  weight: number
}

const rule = (phrase: string, weight: number, pattern?: RegExp): Rule => ({
  phrase,
  weight,
  pattern: pattern ?? new RegExp(`\\b${phrase.replace(/ /g, '\\s+')}\\b`, 'gi')
})

/** Keywords per type; titles weigh most. */
const RULES: Record<string, Rule[]> = {
  commercial_invoice: [
    rule('commercial invoice', 10),
    rule('invoice', 3, /\binvoice\b/gi),
    rule('invoice no', 3, /\binvoice\s*(?:no\.?|number|#)/gi),
    rule('total amount', 2, /\btotal(?:\s+amount|\s+due|\s+value)?\b/gi),
    rule('unit price', 2),
    rule('amount due', 2),
    rule('incoterms', 1, /\b(?:incoterms?|FOB|CIF|EXW|DAP|DDP)\b/g),
    rule('seller', 1, /\b(?:seller|supplier|vendor)\b/gi)
  ],
  bill_of_lading: [
    rule('bill of lading', 10, /(?<!house\s{1,3})\bbill\s+of\s+lading\b/gi),
    rule('b/l no', 2, /\bB\/L\s*(?:no\.?|number|#)/gi),
    rule('shipper', 1),
    rule('consignee', 1),
    rule('notify party', 2),
    rule('port of loading', 1),
    rule('freight prepaid', 1, /\bfreight\s+(?:prepaid|collect)\b/gi),
    rule('shipped on board', 2)
  ],
  sea_waybill: [
    rule('sea waybill', 14),
    rule('non-negotiable', 3, /\bnon[-\s]?negotiable\b/gi),
    rule('waybill', 3)
  ],
  house_bill_of_lading: [
    rule('house bill of lading', 14),
    rule('hbl', 4, /\bHB\/?L\b/g),
    rule('nvocc', 2)
  ],
  arrival_notice: [
    rule('arrival notice', 14),
    rule('eta', 2, /\bETA\b/g),
    rule('estimated arrival', 2, /\bestimated\s+(?:time\s+of\s+)?arrival\b/gi),
    rule('last free day', 2),
    rule('charges', 1, /\b(?:charges|freight\s+due)\b/gi)
  ],
  delivery_order: [
    rule('delivery order', 14),
    rule('release', 2, /\brelease[ds]?\b/gi),
    rule('pickup', 2, /\bpick\s*-?\s*up\b/gi),
    rule('trucker', 1, /\b(?:trucker|drayage|motor\s+carrier)\b/gi)
  ],
  packing_list: [
    rule('packing list', 14),
    rule('packages', 2, /\b(?:packages|cartons|pallets|ctns)\b/gi),
    rule('gross weight', 2),
    rule('net weight', 2),
    rule('dimensions', 1, /\b(?:dimensions|cbm|measurement)\b/gi)
  ],
  cargo_control_document: [
    rule('cargo control document', 14),
    rule('cargo control number', 6, /\b(?:cargo\s+control\s+number|CCN)\b/gi),
    rule('cbsa', 3, /\bCBSA\b/g),
    rule('port of entry', 1)
  ]
}

const FILENAME_HINTS: [RegExp, string][] = [
  [/invoice|\binv\b/i, 'commercial_invoice'],
  [/packing/i, 'packing_list'],
  [/arrival/i, 'arrival_notice'],
  [/waybill|swb/i, 'sea_waybill'],
  [/hbl|house/i, 'house_bill_of_lading'],
  [/\bbl\b|bill.?of.?lading|\bbol\b/i, 'bill_of_lading'],
  [/delivery.?order|\bdo\b/i, 'delivery_order'],
  [/\bccn\b|cargo.?control/i, 'cargo_control_document']
]

export interface Classification {
  type: string
  notes: string
}

interface Score {
  type: string
  score: number
  hits: string[]
  /** A title phrase of the type stands in the first lines. */
  titled: boolean
}

/** A rule this heavy names the document: a title such as "Packing List". */
const TITLE_WEIGHT = 10

/** Each allowed type's keyword score over `text` (phrases in the first lines count double), best first. */
function scoreTypes(text: string, allowed: readonly string[]): Score[] {
  const head = text.split('\n').slice(0, 4).join('\n')
  const scores: Score[] = []
  for (const type of allowed) {
    let score = 0
    let titled = false
    const hits: string[] = []
    for (const r of RULES[type] ?? []) {
      const n = Math.min(5, (text.match(r.pattern) ?? []).length)
      if (n === 0) continue
      const inHead = (head.match(r.pattern) ?? []).length > 0
      score += r.weight * n + (inHead ? r.weight : 0)
      titled ||= inHead && r.weight >= TITLE_WEIGHT
      hits.push(`'${r.phrase}'×${n}${inHead ? ' (title)' : ''}`)
    }
    scores.push({ type, score, hits, titled })
  }
  return scores.sort((a, b) => b.score - a.score)
}

/**
 * The type a page names in its title, when its best-scoring type has its title in the first
 * lines; null for a page that continues whatever document came before it.
 */
export function titledType(text: string, allowed: readonly string[]): string | null {
  const best = scoreTypes(text, allowed)[0]
  return best && best.score > 0 && best.titled ? best.type : null
}

/**
 * Picks one of `allowed` by keyword score (phrases in the first lines count double); without any
 * text it falls back to the file name, then to the first allowed type, and says so in the notes.
 */
export function classify(
  text: string,
  allowed: readonly string[],
  fileName: string
): Classification {
  const scores = scoreTypes(text, allowed)
  const best = scores[0]
  if (best && best.score > 0) {
    const next = scores[1]
    const runnerUp =
      next && next.score > 0 ? `; next: ${documentTypeLabel(next.type)} (${next.score})` : ''
    return {
      type: best.type,
      notes: `Classified as ${documentTypeLabel(best.type)} by keywords ${best.hits.join(', ')} (score ${best.score}${runnerUp}).`
    }
  }
  const why = text.trim() === '' ? 'No readable text in the file' : 'No known keyword in the text'
  const hint = FILENAME_HINTS.find(([re, type]) => re.test(fileName) && allowed.includes(type))
  if (hint) {
    return {
      type: hint[1],
      notes: `${why}; classified as ${documentTypeLabel(hint[1])} from the file name (low confidence).`
    }
  }
  const fallback = allowed[0]
  return {
    type: fallback,
    notes: `${why}; defaulted to ${documentTypeLabel(fallback)} (low confidence).`
  }
}
