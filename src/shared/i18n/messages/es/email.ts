import type { Catalog } from '../../catalog'
import type source from '../en/email'

export default {
  origin: 'Correo electrónico',
  received: 'Recibido',
  siblings: 'También en este correo',
  unclassified: 'Tipo aún desconocido',
  serviceCopy: 'Este documento llegó por correo electrónico; esta es la copia del servicio.'
} satisfies Catalog<typeof source>
