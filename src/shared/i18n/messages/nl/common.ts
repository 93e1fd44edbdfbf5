import type { Catalog } from '../../catalog'
import type source from '../en/common'

export default {
  appName: 'Dropdock',
  files: 'geen bestanden | één bestand | {n} bestanden',
  yes: 'Ja',
  no: 'Nee'
} satisfies Catalog<typeof source>
