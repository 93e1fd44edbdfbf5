/**
 * GET /vessels/{id} (or by IMO) and the vessel's estimated future positions between two ports:
 * the vessels are those of the account's journeys, their last fix and lanes come from the same
 * route plans as the map. The public service spaces future positions a minute apart; this one
 * gives the lane's points, timed by distance between departure (or the last fix) and the ETA.
 */
import type { Position } from '../../shared/service'
import { badRequest, forbidden, notFound } from '../http/errors'
import type { RouteContext, RouteDef } from '../http/types'
import { containersOf } from '../tracking/lookup'
import { bearing, cutAt, densify, lineLength, toOutput, unwrap } from './geometry'
import { portId } from './mapGeojson'
import type { RoutePlan, VesselInfo } from './plan'

interface Sailing {
  plan: RoutePlan
  leg: number
  vessel: VesselInfo
}

/** Every leg the vessel sails in the account's journeys (id or IMO). */
function sailingsOf(ctx: RouteContext, idOrImo: string): Sailing[] {
  const out: Sailing[] = []
  for (const c of containersOf(ctx.store).all()) {
    c.route?.legs.forEach((leg, i) => {
      if (leg.vessel.id === idOrImo || leg.vessel.imo === idOrImo) {
        out.push({ plan: c.route!, leg: i, vessel: leg.vessel })
      }
    })
  }
  return out
}

function requireSailings(ctx: RouteContext): Sailing[] {
  if (!ctx.account.routing) {
    throw forbidden('Routing data feature is not enabled for this account')
  }
  const sailings = sailingsOf(ctx, ctx.params.id)
  if (sailings.length === 0) throw notFound(`Vessel ${ctx.params.id} not found.`)
  return sailings
}

const pathOf = (s: Sailing): Position[] => densify(unwrap(s.plan.legs[s.leg].waypoints))

/** The vessel's last valid fix, where one of its legs is in progress. */
function currentFix(sailings: Sailing[]) {
  for (const s of sailings) {
    const fix = s.plan.vesselFix
    if (!fix || !fix.valid || fix.legIndex !== s.leg) continue
    const path = pathOf(s)
    const cut = cutAt(path, fix.progress)
    const [lon, lat] = toOutput(cut.point)
    const heading = bearing(cut.point, path[Math.min(cut.before + 1, path.length - 1)])
    return { sailing: s, fix, lat, lon, heading, path, cut }
  }
  return null
}

function vesselResource(ctx: RouteContext, sailings: Sailing[], positions?: unknown[]) {
  const { vessel } = sailings[0]
  const now = currentFix(sailings)
  return {
    data: {
      id: vessel.id,
      type: 'vessel',
      attributes: {
        name: vessel.name,
        imo: vessel.imo,
        mmsi: null,
        latitude: now?.lat ?? null,
        longitude: now?.lon ?? null,
        nautical_speed_knots: now?.fix.speed ?? null,
        navigational_heading_degrees: now?.heading ?? null,
        position_timestamp: now?.fix.timestamp ?? null,
        ...(positions ? { positions } : {})
      }
    },
    links: { self: `${ctx.baseUrl}${ctx.path}` }
  }
}

/** Points ahead on a lane, each timed by its share of the distance from `start` to `end`. */
function timed(points: Position[], startAt: string, endAt: string) {
  const [t0, t1] = [Date.parse(startAt), Date.parse(endAt)]
  const total = lineLength(points) || 1
  let walked = 0
  return points.map((p, i) => {
    if (i > 0) walked += lineLength([points[i - 1], p])
    const [longitude, latitude] = toOutput(p)
    const next = points[Math.min(i + 1, points.length - 1)]
    return {
      latitude,
      longitude,
      heading: i < points.length - 1 ? bearing(p, next) : null,
      timestamp: new Date(t0 + ((t1 - t0) * walked) / total).toISOString(),
      estimated: true
    }
  })
}

/** The vessel's leg from `previous_port_id` to `port_id`, or a 400/404 naming what is wrong. */
function legBetween(ctx: RouteContext, sailings: Sailing[]): Sailing {
  for (const name of ['port_id', 'previous_port_id']) {
    if (!ctx.query.get(name)) throw badRequest(`${name} is required.`)
  }
  const leg = sailings.find(
    (s) =>
      portId(s.plan.calls[s.leg].port.locode) === ctx.query.get('previous_port_id') &&
      portId(s.plan.calls[s.leg + 1].port.locode) === ctx.query.get('port_id')
  )
  if (!leg) throw notFound('The vessel sails no leg between these ports.')
  return leg
}

function futureFrom(ctx: RouteContext, start: Position | null) {
  const sailings = requireSailings(ctx)
  const s = legBetween(ctx, sailings)
  const [dep, arr] = [s.plan.calls[s.leg], s.plan.calls[s.leg + 1]]
  const path = pathOf(s)
  const now = currentFix([s])
  let ahead: Position[]
  if (start) {
    // From the given point, on along the lane from its nearest point.
    let nearest = 0
    path.forEach((p, i) => {
      if (lineLength([start, p]) < lineLength([start, path[nearest]])) nearest = i
    })
    ahead = [start, ...path.slice(nearest + 1)]
  } else if (now) {
    ahead = [now.cut.point, ...path.slice(now.cut.before + 1)]
  } else {
    ahead = path
  }
  const startAt = now?.fix.timestamp ?? dep.outbound_atd_at ?? dep.outbound_etd_at
  const endAt = arr.inbound_ata_at ?? arr.inbound_eta_at
  const positions = startAt && endAt ? timed(ahead, startAt, endAt) : []
  return { status: 200, body: vesselResource(ctx, sailings, positions) }
}

function coordinate(ctx: RouteContext, name: string, limit: number): number {
  const raw = ctx.query.get(name)
  const n = raw === null || raw === '' ? NaN : Number(raw)
  if (!Number.isFinite(n) || Math.abs(n) > limit) {
    throw badRequest(`${name} must be a number between -${limit} and ${limit}.`)
  }
  return n
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/vessels/:id',
    handler: (ctx) => ({ status: 200, body: vesselResource(ctx, requireSailings(ctx)) })
  },
  {
    method: 'GET',
    path: '/vessels/:id/future_positions',
    handler: (ctx) => futureFrom(ctx, null)
  },
  {
    method: 'GET',
    path: '/vessels/:id/future_positions_with_coordinates',
    handler(ctx) {
      const start: Position = [coordinate(ctx, 'longitude', 180), coordinate(ctx, 'latitude', 90)]
      return futureFrom(ctx, start)
    }
  }
]
