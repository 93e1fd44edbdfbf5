import type { Catalog } from '../../catalog'
import type source from '../en/common'

export default {
  appName: 'Dropdock',
  files: 'keine Dateien | eine Datei | {n} Dateien',
  yes: 'Ja',
  no: 'Nein'
} satisfies Catalog<typeof source>
