import type { PortInfo } from '../vesselRoutes/plan'
import { stableUuid } from './stableId'

type PortRow = [
  string,
  string,
  string | null,
  string | null,
  string,
  string,
  string,
  number,
  number
]

// locode, name, state_abbr, state, country_code, country, time_zone, lon, lat
// prettier-ignore
const ROWS: PortRow[] = [
  ['CNSHA', 'Shanghai', null, null, 'CN', 'China', 'Asia/Shanghai', 122.07, 30.63],
  ['CNNGB', 'Ningbo', null, null, 'CN', 'China', 'Asia/Shanghai', 121.85, 29.93],
  ['CNYTN', 'Yantian', null, null, 'CN', 'China', 'Asia/Shanghai', 114.28, 22.57],
  ['KRPUS', 'Busan', null, null, 'KR', 'South Korea', 'Asia/Seoul', 129.04, 35.1],
  ['TWKHH', 'Kaohsiung', null, null, 'TW', 'Taiwan', 'Asia/Taipei', 120.28, 22.61],
  ['THLCH', 'Laem Chabang', null, null, 'TH', 'Thailand', 'Asia/Bangkok', 100.89, 13.08],
  ['SGSIN', 'Singapore', null, null, 'SG', 'Singapore', 'Asia/Singapore', 103.75, 1.26],
  ['NLRTM', 'Rotterdam', null, null, 'NL', 'Netherlands', 'Europe/Amsterdam', 4.05, 51.95],
  ['DEHAM', 'Hamburg', null, null, 'DE', 'Germany', 'Europe/Berlin', 9.95, 53.54],
  ['USLAX', 'Los Angeles', 'CA', 'California', 'US', 'United States', 'America/Los_Angeles', -118.27, 33.74],
  ['USLGB', 'Long Beach', 'CA', 'California', 'US', 'United States', 'America/Los_Angeles', -118.21, 33.75],
  ['USOAK', 'Oakland', 'CA', 'California', 'US', 'United States', 'America/Los_Angeles', -122.32, 37.8],
  ['USSEA', 'Seattle', 'WA', 'Washington', 'US', 'United States', 'America/Los_Angeles', -122.35, 47.58],
  ['USNYC', 'New York', 'NY', 'New York', 'US', 'United States', 'America/New_York', -74.15, 40.67],
  ['USCHI', 'Chicago', 'IL', 'Illinois', 'US', 'United States', 'America/Chicago', -87.63, 41.85]
]

export const PORTS: Readonly<Record<string, PortInfo>> = Object.fromEntries(
  ROWS.map(([locode, name, state_abbr, state, country_code, country, time_zone, lon, lat]) => [
    locode,
    { locode, name, state_abbr, state, country_code, country, time_zone, coordinates: [lon, lat] }
  ])
)

/** The port of a UN/LOCODE from the seed catalogue (throws: seeds only use known ports). */
export function port(locode: string): PortInfo {
  const p = PORTS[locode]
  if (!p) throw new Error(`Unknown seed port ${locode}`)
  return p
}

const BY_ID: ReadonlyMap<string, PortInfo> = new Map(
  Object.values(PORTS).map((p) => [stableUuid('port', p.locode), p])
)

/** A catalogue port by its id (the id the map and the relationships give it), or undefined. */
export function portById(id: string): PortInfo | undefined {
  return BY_ID.get(id)
}
