import type { Position } from '../../shared/service'

/** A port as the map shows it. */
export interface PortInfo {
  locode: string
  name: string
  state_abbr: string | null
  state: string | null
  country_code: string
  country: string
  time_zone: string
  coordinates: Position
}

/** One call of the voyage at a port, with its times (ISO strings or null). */
export interface PortCall {
  port: PortInfo
  inbound_eta_at: string | null
  inbound_ata_at: string | null
  outbound_etd_at: string | null
  outbound_atd_at: string | null
  updated_at: string | null
}

export interface VesselInfo {
  id: string
  name: string
  imo: string
  voyage_number: string | null
}

/** The sea leg from call i to call i+1: vessel and lane waypoints (ports included). */
export interface LegPlan {
  vessel: VesselInfo
  waypoints: Position[]
}

/**
 * Last vessel position report on the leg in progress: `progress` is the share (0–1) of the
 * leg's distance sailed. `valid: false` models a stale or missing AIS fix: the sailed path is
 * still known, the current position is not (rule 3 of the interface).
 */
export interface VesselFix {
  legIndex: number
  progress: number
  timestamp: string
  speed: number | null
  valid: boolean
}

/** Everything the map endpoint needs for one container; stored with the container. */
export interface RoutePlan {
  calls: PortCall[]
  legs: LegPlan[]
  vesselFix: VesselFix | null
}
