import type { Catalog } from '../../catalog'
import type source from '../en/journey'

export default {
  title: 'Reisverloop',
  titleOf: 'Reisverloop van {number}',
  hideShort: 'Reisverloop verbergen',
  loading: 'Reisverloop van de container lezen…',
  billOfLading: 'Cognossement',
  routeOf: 'Route van {number}',
  noRoute: 'Nog geen routegegevens: de dienst heeft de reis van deze container nog niet gemeld.',
  routeNotice: {
    not_offered: 'Routekaarten zijn een betaalde functie van de dienst die dit account niet heeft.',
    unreadable: 'De dienst stuurde routegegevens die Dropdock niet kan lezen.'
  },
  legend: {
    sailed: 'Afgelegd',
    port: 'Haven',
    ahead: 'Nog te gaan'
  },
  noEvents:
    'Er is nog niets met deze container gebeurd: de rederij meldt de eerste beweging zodra de lege container is opgehaald of het schip vertrekt.',
  voyage: 'reis {voyage}',
  terminal: {
    title: 'Terminal',
    firms: 'FIRMS {code}',
    pickupAt: 'Ophalen bij',
    lastFreeDay: 'Laatste vrije dag',
    unknown: 'Nog niet bekend',
    holds: 'Blokkades',
    fees: 'Kosten',
    none: 'Geen'
  },
  lfd: {
    past: 'Verstreken: demurrage loopt',
    near: 'Binnen {days} dagen',
    picked_up: 'Opgehaald'
  },
  hold: '{name} ({status})',
  holdWithNote: '{name} ({status}): {note}',
  holdStatus: {
    hold: 'geblokkeerd',
    pending: 'in behandeling'
  },
  fee: {
    demurrage: 'Demurrage',
    exam: 'Inspectie',
    extended_dwell_time: 'Verlengde verblijftijd',
    other: 'Overig',
    total: 'Totaal'
  },
  expected: 'Verwacht: {milestone}',
  milestone: {
    empty_out: 'Leeg opgehaald',
    full_in: 'Vol binnengekomen',
    vessel_loaded: 'Aan boord geladen',
    vessel_departed: 'Vertrokken',
    vessel_berthed: 'Schip afgemeerd',
    vessel_arrived: 'Aangekomen',
    vessel_discharged: 'Gelost',
    transshipment_arrived: 'Aangekomen voor overslag',
    transshipment_discharged: 'Gelost voor overslag',
    transshipment_loaded: 'Geladen bij overslag',
    transshipment_departed: 'Vertrokken na overslag',
    feeder_arrived: 'Feeder aangekomen',
    feeder_discharged: 'Gelost van feeder',
    feeder_loaded: 'Op feeder geladen',
    feeder_departed: 'Feeder vertrokken',
    rail_loaded: 'Op trein geladen',
    rail_departed: 'Trein vertrokken',
    rail_arrived: 'Trein aangekomen',
    rail_unloaded: 'Van trein gelost',
    available: 'Klaar om op te halen',
    not_available: 'Niet beschikbaar',
    full_out: 'Vol opgehaald',
    delivered: 'Afgeleverd',
    empty_in: 'Leeg teruggebracht',
    arrived_at_inland_destination: 'Aangekomen op bestemming in het binnenland'
  },
  expectedMilestone: {
    vessel_arrived: 'Verwachte aankomst',
    vessel_departed: 'Verwacht vertrek',
    arrived_at_inland_destination: 'Verwacht op bestemming in het binnenland'
  }
} satisfies Catalog<typeof source>
