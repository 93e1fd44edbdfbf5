/** The seeded shipments of the Blue Harbor account (S1 to S6). */
import { BLUE_HARBOR } from '../accounts'
import type { ShipmentSpec } from './build'

const BH = BLUE_HARBOR.id

/** S1: Maersk, Shanghai -> Los Angeles, at sea east of the antimeridian. */
const S1: ShipmentSpec = {
  account: BH,
  billOfLading: 'MAEU241234567',
  scac: 'MAEU',
  refs: ['PO-7781'],
  tags: ['electronics', 'priority'],
  customer: 'Pacific Crest Retail Inc.',
  customFields: { customer_po: 'PCR-55210' },
  createdDays: -14,
  calls: [
    { locode: 'CNSHA', etd: -10, atd: -9.8 },
    { locode: 'USLAX', eta: 5 }
  ],
  legs: [{ name: 'MAERSK KENSINGTON', imo6: '919329', voyage: '446E' }],
  podOriginalEta: 4,
  podTerminal: 'APM Terminals Pier 400',
  lastTrackedDays: 0.08,
  fix: { leg: 0, progress: 0.62, valid: true, speed: 17.8, ageHours: 1.5 },
  containers: [
    {
      number: 'MSKU1234565',
      status: 'on_ship',
      equipment: ['dry', 40, 'high_cube'],
      weightLbs: 41230,
      seal: 'ML-CN4471820',
      customFields: { priority: 'high', customs_broker: 'Harborline Customs LLC' }
    },
    {
      number: 'MRKU2040602',
      status: 'on_ship',
      equipment: ['dry', 20, 'standard'],
      weightLbs: 38650,
      seal: 'ML-CN4471821'
    }
  ]
}

/** S2: MSC via Busan to Seattle, discharged, held by customs, in demurrage. */
const S2: ShipmentSpec = {
  account: BH,
  billOfLading: 'MEDUQ2417731',
  scac: 'MSCU',
  refs: ['PO-7790'],
  tags: ['apparel'],
  customer: 'Northwind Apparel Co.',
  createdDays: -40,
  calls: [
    { locode: 'CNNGB', etd: -32, atd: -31.6 },
    { locode: 'KRPUS', eta: -29.5, ata: -29.4, etd: -27.5, atd: -27.2 },
    { locode: 'USSEA', eta: -3, ata: -3.1 }
  ],
  legs: [
    { name: 'MSC ALICANTE', imo6: '935102', voyage: 'FE248N' },
    { name: 'MSC LORETTA', imo6: '980638', voyage: 'NA247E' }
  ],
  podOriginalEta: -5,
  podTerminal: 'Terminal 18 Seattle',
  lastTrackedDays: 0.05,
  containers: [
    {
      number: 'MSCU6639870',
      status: 'not_available',
      equipment: ['dry', 40, 'high_cube'],
      weightLbs: 36210,
      seal: 'FX27719043',
      customFields: { customs_broker: 'Harborline Customs LLC', warehouse_slot: 'KENT-B14' },
      set: {
        pod_discharged_at: -2.6,
        availability_known: true,
        available_for_pickup: false,
        terminal_checked_at: -0.05,
        location_at_pod_terminal: 'Row 42, Bay C, Tier 3',
        pickup_lfd: -0.5,
        holds_at_pod_terminal: [
          { name: 'customs', status: 'hold', description: 'CBP exam hold (VACIS)' },
          { name: 'freight', status: 'pending', description: 'Ocean freight not yet confirmed' }
        ],
        fees_at_pod_terminal: [
          { type: 'demurrage', amount: 375, currency_code: 'USD' },
          { type: 'exam', amount: 220, currency_code: 'USD' }
        ],
        import_deadlines: { pickup_lfd_terminal: -0.5, pickup_lfd_line: 2 }
      }
    }
  ]
}

/** S3: Hapag-Lloyd Hamburg -> New York, sailing, but no usable vessel position. */
const S3: ShipmentSpec = {
  account: BH,
  billOfLading: 'HLCUHAM250412345',
  scac: 'HLCU',
  refs: ['PO-8012', 'SO-55120'],
  tags: ['machinery'],
  customer: 'Atlas Precision Tools Inc.',
  createdDays: -9,
  calls: [
    { locode: 'DEHAM', etd: -4, atd: -3.9 },
    { locode: 'USNYC', eta: 6 }
  ],
  legs: [{ name: 'BERLIN EXPRESS', imo6: '950162', voyage: '2447W' }],
  podOriginalEta: 6,
  podTerminal: 'Port Newark Container Terminal',
  lastTrackedDays: 0.1,
  fix: { leg: 0, progress: 0.35, valid: false, speed: 0, ageHours: 38 },
  containers: [
    {
      number: 'HLXU8712045',
      status: 'on_ship',
      equipment: ['reefer', 40, 'high_cube'],
      weightLbs: 52400,
      seal: 'HLG0713345'
    },
    {
      number: 'HLBU9023110',
      status: 'on_ship',
      equipment: ['flat rack', 40, 'standard'],
      weightLbs: 61800,
      seal: 'HLG0713346'
    }
  ]
}

/** S4: CMA CGM Yantian -> Long Beach, then rail to Chicago; boxes at three stages. */
const S4: ShipmentSpec = {
  account: BH,
  billOfLading: 'CMDUYTN0451288',
  scac: 'CMDU',
  refs: ['PO-7702'],
  tags: ['furniture'],
  customer: 'Lakeshore Home Furnishings',
  createdDays: -33,
  calls: [
    { locode: 'CNYTN', etd: -27, atd: -26.8 },
    { locode: 'USLGB', eta: -12.5, ata: -12.2 }
  ],
  legs: [{ name: 'CMA CGM JACQUES SAADE', imo6: '977832', voyage: '0MX5LE1MA' }],
  podOriginalEta: -13,
  destination: { locode: 'USCHI', eta: -4, ata: -3.9 },
  podTerminal: 'Long Beach Container Terminal',
  lastTrackedDays: 0.2,
  containers: [
    {
      number: 'CMAU5128771',
      status: 'on_rail',
      equipment: ['dry', 40, 'high_cube'],
      weightLbs: 40110,
      seal: 'CMA7720193',
      set: {
        pod_discharged_at: -11.8,
        availability_known: true,
        terminal_checked_at: -0.2,
        pod_full_out_at: -7,
        pod_rail_carrier_scac: 'BNSF',
        ind_rail_carrier_scac: 'BNSF',
        pod_rail_loaded_at: -7.2,
        pod_rail_departed_at: -7,
        ind_eta_at: 0.8,
        fees_at_pod_terminal: [{ type: 'extended_dwell_time', amount: 140, currency_code: 'USD' }],
        import_deadlines: { pickup_lfd_terminal: -9, pickup_lfd_rail: 2.5 }
      }
    },
    {
      number: 'CGMU4309623',
      status: 'delivered',
      equipment: ['dry', 40, 'standard'],
      weightLbs: 35870,
      seal: 'CMA7720194',
      set: {
        pod_discharged_at: -11.9,
        availability_known: true,
        terminal_checked_at: -0.2,
        pod_full_out_at: -8.5,
        pod_rail_carrier_scac: 'BNSF',
        ind_rail_carrier_scac: 'BNSF',
        pod_rail_loaded_at: -8.7,
        pod_rail_departed_at: -8.5,
        ind_eta_at: -4,
        ind_ata_at: -3.9,
        ind_rail_unloaded_at: -3.6,
        ind_facility_lfd_on: -1.5,
        pickup_appointment_at: -2.1,
        final_destination_full_out_at: -2,
        import_deadlines: { pickup_lfd_rail: -1.5 }
      }
    },
    {
      number: 'ECMU2183459',
      status: 'empty_returned',
      equipment: ['dry', 20, 'standard'],
      weightLbs: 28400,
      seal: 'CMA7720195',
      set: {
        pod_discharged_at: -12,
        availability_known: true,
        terminal_checked_at: -0.2,
        pod_full_out_at: -9.5,
        pod_rail_carrier_scac: 'BNSF',
        ind_rail_carrier_scac: 'BNSF',
        pod_rail_loaded_at: -9.6,
        pod_rail_departed_at: -9.5,
        ind_eta_at: -5,
        ind_ata_at: -5.2,
        ind_rail_unloaded_at: -5,
        ind_facility_lfd_on: -3,
        final_destination_full_out_at: -4.5,
        empty_terminated_at: -1,
        empty_terminated_timezone: 'America/Chicago',
        import_deadlines: { pickup_lfd_rail: -3 }
      }
    }
  ]
}

/** S5: ONE reefers via Singapore to Rotterdam, long done; tracking stopped. */
const S5: ShipmentSpec = {
  account: BH,
  billOfLading: 'ONEYBKKE01234500',
  scac: 'ONEY',
  refs: ['PO-6610'],
  tags: ['food', 'reefer'],
  customer: 'Van Dijk Foods B.V.',
  createdDays: -80,
  calls: [
    { locode: 'THLCH', etd: -74, atd: -73.8 },
    { locode: 'SGSIN', eta: -71, ata: -71.2, etd: -68, atd: -67.7 },
    { locode: 'NLRTM', eta: -44, ata: -43.5 }
  ],
  legs: [
    { name: 'INTERASIA ADVANCE', imo6: '946542', voyage: '0221S' },
    { name: 'ONE HARMONY', imo6: '939754', voyage: '028W' }
  ],
  podOriginalEta: -45,
  podTerminal: 'Rotterdam World Gateway',
  lastTrackedDays: 29,
  stopped: { days: -29, reason: 'all_containers_terminated' },
  containers: [
    {
      number: 'ONEU3015588',
      status: 'empty_returned',
      equipment: ['reefer', 40, 'high_cube'],
      weightLbs: 48900,
      seal: 'ONE5518820',
      set: {
        pod_discharged_at: -43,
        availability_known: true,
        pickup_lfd: -40,
        pickup_appointment_at: -41.2,
        pod_full_out_at: -41,
        pod_full_out_chassis_number: 'NLCH 442817',
        final_destination_full_out_at: -40.8,
        empty_terminated_at: -36,
        empty_terminated_timezone: 'Europe/Amsterdam',
        terminal_checked_at: -29,
        fees_at_pod_terminal: [{ type: 'other', amount: 96, currency_code: 'EUR' }],
        import_deadlines: { pickup_lfd_terminal: -40, pickup_lfd_line: -38 }
      }
    },
    {
      number: 'NYKU7120460',
      status: 'empty_returned',
      equipment: ['reefer', 40, 'high_cube'],
      weightLbs: 47300,
      seal: 'ONE5518821',
      set: {
        pod_discharged_at: -43.2,
        availability_known: true,
        pickup_lfd: -40,
        pod_full_out_at: -40.1,
        pod_full_out_chassis_number: 'NLCH 442901',
        final_destination_full_out_at: -39.9,
        empty_terminated_at: -34,
        empty_terminated_timezone: 'Europe/Amsterdam',
        terminal_checked_at: -29,
        import_deadlines: { pickup_lfd_terminal: -40, pickup_lfd_line: -38 }
      }
    }
  ]
}

/** S6: Evergreen Kaohsiung -> Oakland, booked, not sailed; one box without route data. */
const S6: ShipmentSpec = {
  account: BH,
  billOfLading: 'EGLV142500873310',
  scac: 'EGLV',
  refs: ['PO-8120'],
  tags: [],
  customer: 'Sierra Outdoor Supply',
  createdDays: -2,
  calls: [
    { locode: 'TWKHH', etd: 3 },
    { locode: 'USOAK', eta: 17 }
  ],
  legs: [{ name: 'EVER ACE', imo6: '987354', voyage: '1123-058E' }],
  podOriginalEta: 17,
  podTerminal: 'TraPac Oakland',
  lastTrackedDays: 0.3,
  containers: [
    {
      number: 'EISU9051170',
      status: 'new',
      equipment: ['dry', 40, 'high_cube'],
      weightLbs: 30200,
      seal: 'EMC3301928'
    },
    {
      number: 'EMCU6118209',
      status: 'new',
      equipment: ['open top', 20, 'standard'],
      weightLbs: 24100,
      seal: 'EMC3301929',
      noRoute: true
    }
  ]
}

export const BLUE_HARBOR_SHIPMENTS: readonly ShipmentSpec[] = [S1, S2, S3, S4, S5, S6]
