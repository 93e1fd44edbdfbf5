import type { Catalog } from '../../catalog'
import type source from '../en/email'

export default {
  origin: 'Correo electrónico',
  received: 'Recibido',
  siblings: 'También en este correo',
  unclassified: 'Tipo aún desconocido'
} satisfies Catalog<typeof source>
