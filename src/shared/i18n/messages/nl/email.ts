import type { Catalog } from '../../catalog'
import type source from '../en/email'

export default {
  origin: 'E-mail',
  received: 'Ontvangen',
  siblings: 'Ook in deze e-mail',
  unclassified: 'Type nog onbekend',
  serviceCopy: 'Dit document kwam per e-mail; dit is de kopie van de dienst.'
} satisfies Catalog<typeof source>
