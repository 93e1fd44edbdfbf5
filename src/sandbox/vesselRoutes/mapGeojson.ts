/**
 * Builds the routing feature collection of one container from its stored route plan, following
 * the interface's five rules: ports labelled POL, TS1…, POD; a current vessel only while a valid
 * position exists on a departed, not yet arrived leg; the estimated partial leg starting exactly
 * at the vessel; simplified lines; antimeridian crossings left for clients to split.
 */
import type { MapFeature, MapFeatureCollection, Position } from '../../shared/service'
import { stableUuid } from '../seed/stableId'
import { bearing, cutAt, densify, lineLength, simplify, toOutput, unwrap } from './geometry'
import type { LegPlan, PortCall, RoutePlan } from './plan'

/** The id the map gives a port (a UN/LOCODE maps to the same id everywhere). */
export function portId(locode: string): string {
  return stableUuid('port', locode)
}

function label(index: number, total: number): string {
  if (index === 0) return 'POL'
  if (index === total - 1) return 'POD'
  return `TS${index}`
}

/** Tolerance grows with the leg: an ocean crossing keeps fewer points per degree than a feeder. */
function toleranceFor(points: readonly Position[]): number {
  return Math.min(0.5, Math.max(0.05, lineLength(points) / 400))
}

function line(points: Position[], tolerance: number): Position[] {
  return simplify(points, tolerance).map(toOutput)
}

function portFeature(call: PortCall, index: number, total: number): MapFeature {
  const p = call.port
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: toOutput(p.coordinates) },
    properties: {
      feature_type: 'port',
      ports_sequence: index + 1,
      ports_total: total,
      location_id: portId(p.locode),
      location_type: 'Port',
      name: p.name,
      state_abbr: p.state_abbr,
      state: p.state,
      country_code: p.country_code,
      country: p.country,
      time_zone: p.time_zone,
      inbound_eta_at: call.inbound_eta_at,
      inbound_ata_at: call.inbound_ata_at,
      outbound_etd_at: call.outbound_etd_at,
      outbound_atd_at: call.outbound_atd_at,
      label: label(index, total),
      updated_at: call.updated_at
    }
  }
}

function vesselFeature(
  plan: RoutePlan,
  i: number,
  leg: LegPlan,
  at: Position,
  heading: number
): MapFeature {
  const total = plan.calls.length
  const [dep, arr] = [plan.calls[i], plan.calls[i + 1]]
  const fix = plan.vesselFix as NonNullable<RoutePlan['vesselFix']>
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: at },
    properties: {
      feature_type: 'current_vessel',
      ports_sequence: i + 1,
      vessel_id: leg.vessel.id,
      vessel_name: leg.vessel.name,
      vessel_imo: leg.vessel.imo,
      voyage_number: leg.vessel.voyage_number,
      vessel_location_timestamp: fix.timestamp,
      vessel_location_heading: heading,
      vessel_location_speed: fix.speed,
      departure_port_id: portId(dep.port.locode),
      departure_port_name: dep.port.name,
      departure_port_state_abbr: dep.port.state_abbr,
      departure_port_state: dep.port.state,
      departure_port_country_code: dep.port.country_code,
      departure_port_country: dep.port.country,
      departure_port_label: label(i, total),
      departure_port_time_zone: dep.port.time_zone,
      departure_port_atd: dep.outbound_atd_at,
      arrival_port_id: portId(arr.port.locode),
      arrival_port_name: arr.port.name,
      arrival_port_state_abbr: arr.port.state_abbr,
      arrival_port_state: arr.port.state,
      arrival_port_country_code: arr.port.country_code,
      arrival_port_country: arr.port.country,
      arrival_port_label: label(i + 1, total),
      arrival_port_time_zone: arr.port.time_zone,
      arrival_port_eta: arr.inbound_eta_at
    }
  }
}

function legFeatures(plan: RoutePlan, i: number): MapFeature[] {
  const leg = plan.legs[i]
  const [dep, arr] = [plan.calls[i], plan.calls[i + 1]]
  const path = densify(unwrap(leg.waypoints))
  const tolerance = toleranceFor(path)
  const departed = dep.outbound_atd_at !== null
  const arrived = arr.inbound_ata_at !== null
  const [fromId, toId] = [portId(dep.port.locode), portId(arr.port.locode)]

  if (!departed) {
    return [
      {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: line(path, tolerance) },
        properties: {
          feature_type: 'estimated_full_legs',
          ports_sequence: i + 1,
          previous_port_id: fromId,
          next_port_id: toId,
          point_count: path.length
        }
      }
    ]
  }
  const pastProps = (points: number, endTime: string | null): MapFeature['properties'] => ({
    feature_type: 'past_vessel_locations',
    ports_sequence: i + 1,
    vessel_id: leg.vessel.id,
    start_time: dep.outbound_atd_at,
    end_time: endTime,
    point_count: points,
    outbound_atd_at: dep.outbound_atd_at,
    inbound_ata_at: arr.inbound_ata_at,
    inbound_eta_at: arr.inbound_eta_at
  })
  if (arrived) {
    return [
      {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: line(path, tolerance) },
        properties: pastProps(path.length, arr.inbound_ata_at)
      }
    ]
  }
  const fix = plan.vesselFix
  if (!fix || fix.legIndex !== i) return []
  const cut = cutAt(path, fix.progress)
  const sailed = [...path.slice(0, cut.before + 1), cut.point]
  const features: MapFeature[] = [
    {
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: line(sailed, tolerance) },
      properties: pastProps(sailed.length, fix.timestamp)
    }
  ]
  if (!fix.valid) return features
  const ahead = [cut.point, ...path.slice(cut.before + 1)]
  const partial = line(ahead, tolerance)
  const heading = bearing(cut.point, path[Math.min(cut.before + 1, path.length - 1)])
  features.push(vesselFeature(plan, i, leg, partial[0], heading), {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: partial },
    properties: {
      feature_type: 'estimated_partial_leg',
      ports_sequence: i + 1,
      current_port_id: fromId,
      next_port_id: toId,
      point_count: ahead.length
    }
  })
  return features
}

/** The FeatureCollection for a container's route plan; empty when there is no route data. */
export function buildMapGeoJson(plan: RoutePlan | null): MapFeatureCollection {
  if (!plan || plan.calls.length < 2) return { type: 'FeatureCollection', features: [] }
  const features: MapFeature[] = plan.calls.map((c, i) => portFeature(c, i, plan.calls.length))
  for (let i = 0; i < plan.legs.length; i++) features.push(...legFeatures(plan, i))
  return { type: 'FeatureCollection', features }
}
