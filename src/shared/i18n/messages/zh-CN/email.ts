import type { Catalog } from '../../catalog'
import type source from '../en/email'

export default {
  origin: '电子邮件',
  received: '接收时间',
  siblings: '同一封邮件中的其他附件',
  unclassified: '类型尚未确定',
  serviceCopy: '此文档通过电子邮件送达；这是服务中的副本。'
} satisfies Catalog<typeof source>
