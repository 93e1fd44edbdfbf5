import type { Catalog } from '../../catalog'
import type source from '../en/email'

export default {
  origin: 'E-Mail',
  received: 'Empfangen',
  siblings: 'Ebenfalls in dieser E-Mail',
  unclassified: 'Dokumenttyp noch unbekannt',
  serviceCopy: 'Dieses Dokument kam per E-Mail; dies ist die Kopie des Dienstes.'
} satisfies Catalog<typeof source>
