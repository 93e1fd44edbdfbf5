import type { Catalog } from '../../catalog'
import type source from '../en/find'

export default {
  filters: '筛选',
  filtersSet: '筛选（{n}）',
  received: {
    label: '接收时间',
    all: '任意日期',
    today: '今天',
    week: '最近 7 天',
    month: '最近 30 天'
  },
  sort: {
    label: '文件排序'
  }
} satisfies Catalog<typeof source>
