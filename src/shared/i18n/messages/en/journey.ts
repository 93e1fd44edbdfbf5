import type { RouteNotice } from '../../../views'
import type { TerminalFeeType, TerminalHoldStatus } from '../../../service'

/** A container's journey: its terminal status, route map and transport events. */
export default {
  title: 'Journey',
  titleOf: 'Journey of {number}',
  hideShort: 'Hide journey',
  loading: 'Reading the container’s journey…',
  billOfLading: 'Bill of lading',
  routeOf: 'Route of {number}',
  noRoute: 'No route data yet: the service has not reported this container’s voyage.',
  routeNotice: {
    not_offered: 'Route maps are a paid feature of the service that this account does not have.',
    unreadable: 'The service sent route data Dropdock cannot read.'
  } satisfies Record<RouteNotice, string>,
  legend: {
    sailed: 'Sailed',
    port: 'Port',
    ahead: 'Ahead'
  },
  noEvents:
    'Nothing has happened to this container yet: the carrier reports its first move once the empty is picked up or the vessel sails.',
  voyage: 'voyage {voyage}',
  terminal: {
    title: 'Terminal',
    firms: 'FIRMS {code}',
    pickupAt: 'Pickup at',
    lastFreeDay: 'Last free day',
    unknown: 'Not known yet',
    holds: 'Holds',
    fees: 'Fees',
    none: 'None'
  },
  lfd: {
    past: 'Past: demurrage is running',
    near: 'Within {days} days',
    picked_up: 'Picked up'
  },
  hold: '{name} ({status})',
  holdWithNote: '{name} ({status}): {note}',
  holdStatus: {
    hold: 'on hold',
    pending: 'pending'
  } satisfies Record<TerminalHoldStatus, string>,
  fee: {
    demurrage: 'Demurrage',
    exam: 'Exam',
    extended_dwell_time: 'Extended dwell time',
    other: 'Other',
    total: 'Total'
  } satisfies Record<TerminalFeeType, string>,
  expected: 'Expected: {milestone}',
  milestone: {
    empty_out: 'Empty picked up',
    full_in: 'Gated in full',
    vessel_loaded: 'Loaded on vessel',
    vessel_departed: 'Departed',
    vessel_berthed: 'Vessel berthed',
    vessel_arrived: 'Arrived',
    vessel_discharged: 'Discharged',
    transshipment_arrived: 'Arrived for transshipment',
    transshipment_discharged: 'Discharged for transshipment',
    transshipment_loaded: 'Loaded for transshipment',
    transshipment_departed: 'Departed after transshipment',
    feeder_arrived: 'Feeder arrived',
    feeder_discharged: 'Discharged from feeder',
    feeder_loaded: 'Loaded on feeder',
    feeder_departed: 'Feeder departed',
    rail_loaded: 'Loaded on rail',
    rail_departed: 'Rail departed',
    rail_arrived: 'Rail arrived',
    rail_unloaded: 'Unloaded from rail',
    available: 'Available for pickup',
    not_available: 'Not available',
    full_out: 'Full out',
    delivered: 'Delivered',
    empty_in: 'Empty returned',
    arrived_at_inland_destination: 'Arrived at inland destination'
  },
  expectedMilestone: {
    vessel_arrived: 'Expected arrival',
    vessel_departed: 'Expected departure',
    arrived_at_inland_destination: 'Expected at inland destination'
  }
}
