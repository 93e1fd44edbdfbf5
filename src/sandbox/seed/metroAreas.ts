/**
 * The metro areas the seeded shipments reach: each US port or inland point they call at or end
 * in belongs to one (Long Beach to Los Angeles). Ids are derived from the UN/LOCODE, as ports'.
 */
import { stableUuid } from './stableId'

export interface MetroAreaInfo {
  id: string
  /** The metro area's UN/LOCODE. */
  code: string
  name: string
  state_abbr: string | null
  country_code: string
  time_zone: string
  latitude: number
  longitude: number
  /** UN/LOCODEs of the catalogue ports inside it. */
  ports: readonly string[]
}

type Row = [string, string, string, string, number, number, string[]]

// code, name, state_abbr, time_zone, lat, lon, ports (all in the US)
// prettier-ignore
const ROWS: Row[] = [
  ['USLAX', 'Los Angeles', 'CA', 'America/Los_Angeles', 34.05, -118.24, ['USLAX', 'USLGB']],
  ['USOAK', 'Oakland', 'CA', 'America/Los_Angeles', 37.8, -122.27, ['USOAK']],
  ['USSEA', 'Seattle', 'WA', 'America/Los_Angeles', 47.61, -122.33, ['USSEA']],
  ['USNYC', 'New York', 'NY', 'America/New_York', 40.71, -74.01, ['USNYC']],
  ['USCHI', 'Chicago', 'IL', 'America/Chicago', 41.88, -87.63, ['USCHI']]
]

export const METRO_AREAS: readonly MetroAreaInfo[] = ROWS.map(
  ([code, name, state_abbr, time_zone, latitude, longitude, ports]) => ({
    id: stableUuid('metro_area', code),
    code,
    name,
    state_abbr,
    country_code: 'US',
    time_zone,
    latitude,
    longitude,
    ports
  })
)

/** A metro area by its id or its UN/LOCODE (any case), or undefined. */
export function metroAreaByIdOrCode(key: string): MetroAreaInfo | undefined {
  const code = key.toUpperCase()
  return METRO_AREAS.find((m) => m.id === key || m.code === code)
}
