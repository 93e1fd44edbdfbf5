import type { Catalog } from '../../catalog'
import type source from '../en/common'

export default {
  appName: 'Dropdock',
  files: 'ningún archivo | un archivo | {n} archivos',
  yes: 'Sí',
  no: 'No'
} satisfies Catalog<typeof source>
