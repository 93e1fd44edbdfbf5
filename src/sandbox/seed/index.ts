/**
 * Seed data of the shipping domain, as fresh objects on every call, and the seeder that loads
 * it into an account's store on the first start of a data dir.
 */
import type { Account } from '../accounts'
import type { Seeder } from '../http/types'
import type { AccountStore } from '../store/store'
import { buildShipment } from './build'
import {
  CONTAINERS,
  CUSTOM_FIELD_DEFINITIONS,
  SHIPMENTS,
  type ContainerRecord,
  type CustomFieldDefinitionRecord,
  type CustomFieldEntity,
  type ShipmentRecord
} from './records'
import { SHIPMENT_SPECS } from './shipments'
import { stableUuid } from './stableId'

export interface AccountSeed {
  shipments: ShipmentRecord[]
  containers: ContainerRecord[]
  customFieldDefinitions: CustomFieldDefinitionRecord[]
}

function definition(
  accountId: string,
  api_slug: string,
  label: string,
  data_type: CustomFieldDefinitionRecord['data_type'],
  options: string[] = [],
  entity: CustomFieldEntity = 'container'
): CustomFieldDefinitionRecord {
  return {
    id: stableUuid('custom_field_definition', accountId, api_slug),
    entity,
    api_slug,
    label,
    data_type,
    options
  }
}

const DEFINITIONS: Record<string, (accountId: string) => CustomFieldDefinitionRecord[]> = {
  blueharbor: (id) => [
    definition(id, 'customs_broker', 'Customs broker', 'text'),
    definition(id, 'priority', 'Priority', 'enum', ['low', 'normal', 'high']),
    definition(id, 'warehouse_slot', 'Warehouse slot', 'text'),
    definition(id, 'delivery_date', 'Promised delivery date', 'date'),
    definition(id, 'customer_po', 'Customer PO', 'text', [], 'shipment'),
    definition(
      id,
      'intake_channel',
      'Intake channel',
      'enum',
      ['portal', 'email', 'api'],
      'tracking_request'
    )
  ],
  northgate: (id) => [definition(id, 'broker_file_number', 'Broker file number', 'text')]
}

/** The seed of one account at `now` (times are relative to it); fresh objects every call. */
export function seedForAccount(account: Account, now: Date = new Date()): AccountSeed {
  const shipments: ShipmentRecord[] = []
  const containers: ContainerRecord[] = []
  for (const spec of SHIPMENT_SPECS) {
    if (spec.account !== account.id) continue
    const built = buildShipment(spec, now)
    shipments.push(built.shipment)
    containers.push(...built.containers)
  }
  const kind = account.companyName.startsWith('Northgate') ? 'northgate' : 'blueharbor'
  return { shipments, containers, customFieldDefinitions: DEFINITIONS[kind](account.id) }
}

/** Writes an account's seed into its store. */
export function loadSeed(account: Account, store: AccountStore, now: Date = new Date()): void {
  const seed = seedForAccount(account, now)
  const shipments = store.collection<ShipmentRecord>(SHIPMENTS)
  const containers = store.collection<ContainerRecord>(CONTAINERS)
  const definitions = store.collection<CustomFieldDefinitionRecord>(CUSTOM_FIELD_DEFINITIONS)
  for (const s of seed.shipments) shipments.put(s)
  for (const c of seed.containers) containers.put(c)
  for (const d of seed.customFieldDefinitions) definitions.put(d)
}

/** The registry's seeder for the shipping domain. */
export const shippingSeeder: Seeder = (account, store) => loadSeed(account, store)

/** Id of a seeded shipment, from its account and bill of lading. */
export function seededShipmentId(accountId: string, billOfLading: string): string {
  return stableUuid('shipment', accountId, billOfLading)
}

/** Id of a seeded container, from its account and number. */
export function seededContainerId(accountId: string, number: string): string {
  return stableUuid('container', accountId, number)
}
