import type { Catalog } from '../../catalog'
import type source from '../en/common'

export default {
  appName: 'Dropdock',
  files: '{n} 个文件',
  yes: '是',
  no: '否'
} satisfies Catalog<typeof source>
