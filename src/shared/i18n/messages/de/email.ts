import type { Catalog } from '../../catalog'
import type source from '../en/email'

export default {
  origin: 'E-Mail',
  received: 'Empfangen',
  siblings: 'Ebenfalls in dieser E-Mail',
  unclassified: 'Typ noch unbekannt'
} satisfies Catalog<typeof source>
