/**
 * A targeted fault (docs/sandbox.md, "Refused creates"): `POST /documents` is refused with a 4xx
 * and a JSON:API error for a document whose name contains a text, or whose content has an MD5,
 * while every other create goes through. Unlike the random faults (./faults), it picks one
 * document of a run: part "pages 3–4" of a file sent as parts, refused while pages 1–2 go.
 * Given at start (`--refuse-create-name`, `--refuse-create-checksum`) or while the standalone sandbox
 * runs (`/sandbox/faults/refuse-create`); kept in memory only, so a restart clears it.
 */
import { httpError, type HttpError } from './http/errors'

/** Which creates are refused, and how. */
export interface CreateRefusal {
  /** Refuse a document whose name (or, unnamed, its file name) contains this text. */
  nameContains?: string
  /** Refuse content of this MD5 (Base64, as the blob's checksum). */
  md5?: string
  /** The answer's status, 400–499 but 409 (that is a duplicate). Default 422. */
  status?: number
}

/** The refusals in force, and how many creates each refused. */
export interface CreateRefusals {
  list(): { refusal: CreateRefusal; refused: number }[]
  add(r: CreateRefusal): void
  clear(): void
  /** The error to answer a create of `name` with content `md5`, or null to let it through. */
  check(name: string, md5: string): HttpError | null
}

export const REFUSED_CODE = 'refused_by_sandbox'

/** Throws when `r` refuses nothing or names a status that is not a plain refusal. */
export function checkRefusal(r: CreateRefusal): CreateRefusal {
  if (!r.nameContains && !r.md5) throw new Error('a refused create needs a name text or an MD5')
  const s = r.status ?? 422
  if (!Number.isInteger(s) || s < 400 || s > 499 || s === 409 || s === 429) {
    throw new Error(`a refused create answers 400–499 (not 409 or 429), not ${s}`)
  }
  return { ...r, status: s }
}

export function createRefusals(initial: readonly CreateRefusal[] = []): CreateRefusals {
  let held = initial.map((r) => ({ refusal: checkRefusal(r), refused: 0 }))
  return {
    list: () => held.map((h) => ({ refusal: { ...h.refusal }, refused: h.refused })),
    add: (r) => {
      held = [...held, { refusal: checkRefusal(r), refused: 0 }]
    },
    clear: () => {
      held = []
    },
    check(name, md5) {
      const hit = held.find(
        ({ refusal: r }) =>
          (r.nameContains !== undefined && name.includes(r.nameContains)) || r.md5 === md5
      )
      if (!hit) return null
      hit.refused++
      const why = hit.refusal.nameContains
        ? `its name contains "${hit.refusal.nameContains}"`
        : 'its content is one the sandbox was told to refuse'
      return httpError(hit.refusal.status!, `The sandbox refuses this document: ${why}.`, {
        code: REFUSED_CODE
      })
    }
  }
}
