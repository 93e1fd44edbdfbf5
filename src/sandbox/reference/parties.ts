/**
 * Parties: the customers the account's shipments are for (one per distinct `customer_name`),
 * and those created through the API. A shipment's customer becomes a stored party once it is
 * renamed, so the new name stays while the shipment keeps the name it was tracked with.
 */
import { randomUUID } from 'node:crypto'
import { asObject } from '../http/body'
import { notFound, unprocessable } from '../http/errors'
import { paginate } from '../http/paging'
import type { RouteContext, RouteDef, RouteResult } from '../http/types'
import { stableUuid } from '../seed/stableId'
import { listUrl, shipmentsOf } from '../tracking/lookup'
import { API_PREFIX } from '../http/apiPrefix'

const PARTIES = 'parties'

interface PartyRecord {
  id: string
  company_name: string
  /** The shipments' customer name it stands for; null for a party created through the API. */
  customer_name: string | null
}

const stored = (ctx: RouteContext) => ctx.store.collection<PartyRecord>(PARTIES)

function partiesOf(ctx: RouteContext): PartyRecord[] {
  const saved = stored(ctx).all()
  const covered = new Set(saved.map((p) => p.customer_name))
  const derived = new Map<string, PartyRecord>()
  for (const s of shipmentsOf(ctx.store).all()) {
    const name = s.attributes.customer_name
    if (!name || covered.has(name) || derived.has(name)) continue
    derived.set(name, {
      id: stableUuid('party', ctx.account.id, name),
      company_name: name,
      customer_name: name
    })
  }
  return [...saved, ...derived.values()].sort((a, b) =>
    a.company_name.localeCompare(b.company_name)
  )
}

const resource = (p: PartyRecord) => ({
  id: p.id,
  type: 'party' as const,
  attributes: { company_name: p.company_name },
  links: { self: `${API_PREFIX}/parties/${p.id}` }
})

function answer(ctx: RouteContext, p: PartyRecord, status: number): RouteResult {
  return { status, body: { data: resource(p), links: { self: `${ctx.baseUrl}/parties/${p.id}` } } }
}

/** The body's company_name, trimmed and free among the account's parties but `self`. */
function companyName(ctx: RouteContext, self?: string): string {
  const raw = asObject(asObject(asObject(ctx.body)?.data)?.attributes)?.company_name
  const pointer = { pointer: '/data/attributes/company_name' }
  if (typeof raw !== 'string' || !raw.trim()) {
    throw unprocessable("Company name can't be blank", pointer, 'blank')
  }
  const name = raw.trim()
  if (partiesOf(ctx).some((p) => p.company_name === name && p.id !== self)) {
    throw unprocessable(`A party named '${name}' exists already`, pointer, 'taken')
  }
  return name
}

function requireParty(ctx: RouteContext): PartyRecord {
  const party = partiesOf(ctx).find((p) => p.id === ctx.params.id)
  if (!party) throw notFound(`Party ${ctx.params.id} not found.`)
  return party
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/parties',
    handler(ctx) {
      const page = paginate(partiesOf(ctx), ctx.query, listUrl(ctx.baseUrl, '/parties', ctx.query))
      return {
        status: 200,
        body: { data: page.data.map(resource), links: page.links, meta: page.meta }
      }
    }
  },
  {
    method: 'POST',
    path: '/parties',
    handler(ctx) {
      const party = { id: randomUUID(), company_name: companyName(ctx), customer_name: null }
      stored(ctx).put(party)
      return answer(ctx, party, 201)
    }
  },
  { method: 'GET', path: '/parties/:id', handler: (ctx) => answer(ctx, requireParty(ctx), 200) },
  {
    method: 'PATCH',
    path: '/parties/:id',
    handler(ctx) {
      const party = requireParty(ctx)
      const renamed = { ...party, company_name: companyName(ctx, party.id) }
      stored(ctx).put(renamed)
      return answer(ctx, renamed, 200)
    }
  }
]
