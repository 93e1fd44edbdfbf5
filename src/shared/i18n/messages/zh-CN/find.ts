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
  },
  /** "What's due first": documents on shipments by the earliest last free day of their containers. */
  due: {
    looking: '正在查询最后免费日…',
    unknown: '最后免费日未知：服务没有应答',
    none: '没有已知的最后免费日',
    overdue: '已逾期 {n} 天：最后免费日为 {day}',
    today: '最后免费日是今天（{day}）',
    left: '还剩 {n} 天：最后免费日 {day}',
    holds: '码头有 {n} 项扣留',
    fees: '费用 {amounts}',
    joiner: ' · '
  }
} satisfies Catalog<typeof source>
