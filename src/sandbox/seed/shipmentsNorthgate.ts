/** The seeded shipments of the Northgate account (S7, S8). */
import { NORTHGATE } from '../accounts'
import type { ShipmentSpec } from './build'

const NG = NORTHGATE.id

/** S7 (Northgate): ZIM Yantian -> Long Beach, at the terminal. */
const S7: ShipmentSpec = {
  account: NG,
  billOfLading: 'ZIMUYTN0098812',
  scac: 'ZIMU',
  refs: ['NG-2024-118'],
  tags: ['auto parts'],
  customer: 'Great Lakes Auto Parts',
  createdDays: -30,
  calls: [
    { locode: 'CNYTN', etd: -24, atd: -23.7 },
    { locode: 'USLGB', eta: -3, ata: -2.8 }
  ],
  legs: [{ name: 'ZIM KINGSTON', imo6: '920157', voyage: '35E' }],
  podOriginalEta: -3,
  podTerminal: 'Pier T Long Beach',
  lastTrackedDays: 0.04,
  containers: [
    {
      number: 'ZIMU3044819',
      status: 'available',
      equipment: ['dry', 40, 'high_cube'],
      weightLbs: 39980,
      seal: 'ZM8841002',
      customFields: { broker_file_number: 'NG-F-20931' },
      set: {
        pod_discharged_at: -2.5,
        availability_known: true,
        available_for_pickup: true,
        pickup_lfd: 3,
        pickup_appointment_at: 1,
        location_at_pod_terminal: 'Block 7, Row 12',
        terminal_checked_at: -0.04,
        import_deadlines: { pickup_lfd_terminal: 3, pickup_lfd_line: 5 }
      }
    },
    {
      number: 'ZCSU8700320',
      status: 'picked_up',
      equipment: ['dry', 20, 'standard'],
      weightLbs: 30110,
      seal: 'ZM8841003',
      set: {
        pod_discharged_at: -2.4,
        availability_known: true,
        pickup_lfd: 3,
        pod_full_out_at: -1,
        pod_full_out_chassis_number: 'DCLI 401923',
        terminal_checked_at: -0.04,
        import_deadlines: { pickup_lfd_terminal: 3, pickup_lfd_line: 5 }
      }
    },
    {
      number: 'ZIMU1189578',
      status: 'grounded',
      equipment: ['tank', 20, 'standard'],
      weightLbs: 52100,
      seal: 'ZM8841004',
      set: {
        pod_discharged_at: -2.6,
        availability_known: true,
        pickup_lfd: 3,
        location_at_pod_terminal: 'Hazmat area, Row 3',
        terminal_checked_at: -0.04,
        holds_at_pod_terminal: [
          { name: 'usda', status: 'pending', description: 'USDA inspection pending' }
        ],
        fees_at_pod_terminal: [{ type: 'other', amount: 150, currency_code: 'USD' }],
        import_deadlines: { pickup_lfd_terminal: 3, pickup_lfd_line: 5 }
      }
    }
  ]
}

/** S8 (Northgate): COSCO Shanghai -> Los Angeles, sailing, one leased box. */
const S8: ShipmentSpec = {
  account: NG,
  billOfLading: 'COSU6312458870',
  scac: 'COSU',
  refs: ['NG-2024-131'],
  tags: [],
  customer: 'Midwest Home Goods',
  createdDays: -12,
  calls: [
    { locode: 'CNSHA', etd: -8, atd: -7.9 },
    { locode: 'USLAX', eta: 7 }
  ],
  legs: [{ name: 'COSCO SHIPPING ARIES', imo6: '951682', voyage: '052E' }],
  podOriginalEta: 7,
  podTerminal: 'Fenix Marine Services',
  lastTrackedDays: 0.1,
  fix: { leg: 0, progress: 0.3, valid: true, speed: 18.5, ageHours: 2 },
  containers: [
    {
      number: 'CBHU4622196',
      status: 'on_ship',
      equipment: ['dry', 40, 'high_cube'],
      weightLbs: 33200,
      seal: 'CS0918223'
    },
    {
      number: 'CSNU7380514',
      status: 'on_ship',
      equipment: ['dry', 45, 'high_cube'],
      weightLbs: 37750,
      seal: 'CS0918224'
    },
    {
      number: 'TGHU9382745',
      status: 'on_ship',
      equipment: ['dry', 40, 'standard'],
      weightLbs: 29900,
      seal: 'CS0918225'
    }
  ]
}

export const NORTHGATE_SHIPMENTS: readonly ShipmentSpec[] = [S7, S8]
