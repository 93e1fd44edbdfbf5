import type { Catalog } from '../../catalog'
import type source from '../en/journey'

export default {
  title: 'Trayecto',
  titleOf: 'Trayecto de {number}',
  hideShort: 'Ocultar trayecto',
  loading: 'Leyendo el trayecto del contenedor…',
  billOfLading: 'Conocimiento de embarque',
  routeOf: 'Ruta de {number}',
  noRoute: 'Aún no hay datos de ruta: el servicio no ha informado del viaje de este contenedor.',
  routeNotice: {
    not_offered: 'Los mapas de ruta son una función de pago del servicio que esta cuenta no tiene.',
    unreadable: 'El servicio envió datos de ruta que Dropdock no puede leer.'
  },
  legend: {
    sailed: 'Recorrido',
    port: 'Puerto',
    ahead: 'Por recorrer'
  },
  noEvents:
    'Aún no ha pasado nada con este contenedor: la naviera informa del primer movimiento cuando se recoge el vacío o zarpa el buque.',
  voyage: 'viaje {voyage}',
  terminal: {
    title: 'Terminal',
    firms: 'FIRMS {code}',
    pickupAt: 'Recogida en',
    lastFreeDay: 'Último día libre',
    unknown: 'Aún no se conoce',
    holds: 'Retenciones',
    fees: 'Cargos',
    none: 'Ninguno'
  },
  lfd: {
    past: 'Vencido: corre la demora (demurrage)',
    near: 'En {days} días',
    picked_up: 'Recogido'
  },
  hold: '{name} ({status})',
  holdWithNote: '{name} ({status}): {note}',
  holdStatus: {
    hold: 'retenido',
    pending: 'pendiente'
  },
  fee: {
    demurrage: 'Demora (demurrage)',
    exam: 'Inspección',
    extended_dwell_time: 'Estancia prolongada',
    other: 'Otros',
    total: 'Total'
  },
  expected: 'Previsto: {milestone}',
  milestone: {
    empty_out: 'Vacío recogido',
    full_in: 'Entrada lleno en terminal',
    vessel_loaded: 'Cargado en el buque',
    vessel_departed: 'Zarpó',
    vessel_berthed: 'Buque atracado',
    vessel_arrived: 'Llegó',
    vessel_discharged: 'Descargado',
    transshipment_arrived: 'Llegó para transbordo',
    transshipment_discharged: 'Descargado para transbordo',
    transshipment_loaded: 'Cargado en transbordo',
    transshipment_departed: 'Zarpó tras el transbordo',
    feeder_arrived: 'Llegó el buque feeder',
    feeder_discharged: 'Descargado del feeder',
    feeder_loaded: 'Cargado en el feeder',
    feeder_departed: 'Zarpó el feeder',
    rail_loaded: 'Cargado en tren',
    rail_departed: 'Salió el tren',
    rail_arrived: 'Llegó el tren',
    rail_unloaded: 'Descargado del tren',
    available: 'Disponible para recogida',
    not_available: 'No disponible',
    full_out: 'Salida lleno',
    delivered: 'Entregado',
    empty_in: 'Vacío devuelto',
    arrived_at_inland_destination: 'Llegó al destino interior'
  },
  expectedMilestone: {
    vessel_arrived: 'Llegada prevista',
    vessel_departed: 'Salida prevista',
    arrived_at_inland_destination: 'Previsto en el destino interior'
  }
} satisfies Catalog<typeof source>
