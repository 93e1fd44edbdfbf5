/**
 * The terminals the seed and the tracking simulation name, with the codes a clerk quotes to a
 * trucker (FIRMS for US facilities, SMDG for ocean terminals). Ids derive from the name, as the
 * shipment and container records already store them.
 */
import type { TerminalAttributes } from '../../shared/service'
import { stableUuid } from './stableId'

export interface TerminalInfo extends TerminalAttributes {
  id: string
  /** UN/LOCODE of the port the terminal belongs to. */
  locode: string
}

type Row = [
  name: string,
  nickname: string | null,
  firms: string | null,
  smdg: string | null,
  street: string | null,
  city: string,
  stateAbbr: string | null,
  state: string | null,
  zip: string | null,
  country: string,
  locode: string
]

// prettier-ignore
const ROWS: Row[] = [
  ['APM Terminals Pier 400', 'Pier 400', 'W185', 'APMT', '2500 Navy Way', 'San Pedro', 'CA', 'California', '90731', 'United States', 'USLAX'],
  ['Fenix Marine Services', 'FMS', 'Y258', 'FMS', '614 Terminal Way', 'San Pedro', 'CA', 'California', '90731', 'United States', 'USLAX'],
  ['Long Beach Container Terminal', 'LBCT', 'W182', 'LBCT', '1171 Pier F Ave', 'Long Beach', 'CA', 'California', '90802', 'United States', 'USLGB'],
  ['Pier T Long Beach', 'Pier T', 'W183', 'TTI', '301 Hanjin Rd', 'Long Beach', 'CA', 'California', '90802', 'United States', 'USLGB'],
  ['TraPac Oakland', 'TraPac', 'Z985', 'TRPO', '2800 7th St', 'Oakland', 'CA', 'California', '94607', 'United States', 'USOAK'],
  ['Terminal 18 Seattle', 'T18', 'Y561', 'T18', '1050 SW Spokane St', 'Seattle', 'WA', 'Washington', '98134', 'United States', 'USSEA'],
  ['Port Newark Container Terminal', 'PNCT', 'E364', 'PNCT', '241 Calcutta St', 'Newark', 'NJ', 'New Jersey', '07114', 'United States', 'USNYC'],
  ['BNSF Logistics Park Chicago', 'LPC', 'H571', null, '26664 S Baseline Rd', 'Elwood', 'IL', 'Illinois', '60421', 'United States', 'USCHI'],
  ['Rotterdam World Gateway', 'RWG', null, 'RWG', 'Amoerweg 50', 'Rotterdam', null, null, '3199 KD', 'Netherlands', 'NLRTM']
]

/** The id a terminal of the given name has everywhere. */
export function terminalId(name: string): string {
  return stableUuid('terminal', name)
}

const BY_ID: ReadonlyMap<string, TerminalInfo> = new Map(
  ROWS.map(([name, nickname, firms, smdg, street, city, abbr, state, zip, country, locode]) => {
    const id = terminalId(name)
    const info: TerminalInfo = {
      id,
      locode,
      name,
      nickname,
      firms_code: firms,
      smdg_code: smdg,
      bic_facility_code: null,
      street,
      city,
      state,
      state_abbr: abbr,
      zip,
      country
    }
    return [id, info]
  })
)

/** A known terminal by id, or undefined. */
export function terminalById(id: string): TerminalInfo | undefined {
  return BY_ID.get(id)
}

/** The catalogue's first terminal at a port (an inland destination has exactly one). */
export function terminalAt(locode: string): TerminalInfo | undefined {
  for (const t of BY_ID.values()) if (t.locode === locode) return t
  return undefined
}
