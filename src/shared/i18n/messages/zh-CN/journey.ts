import type { Catalog } from '../../catalog'
import type source from '../en/journey'

export default {
  title: '运输轨迹',
  titleOf: '{number} 的运输轨迹',
  hideShort: '隐藏运输轨迹',
  loading: '正在读取集装箱的运输轨迹…',
  billOfLading: '提单',
  routeOf: '{number} 的航线',
  noRoute: '暂无航线数据：服务尚未报告此集装箱的航程。',
  routeNotice: {
    not_offered: '航线地图是服务的付费功能，此账户未开通。',
    unreadable: '服务发送的航线数据 Dropdock 无法读取。'
  },
  legend: {
    sailed: '已航行',
    port: '港口',
    ahead: '待航行'
  },
  noEvents: '此集装箱尚无动态：空箱提走或船舶开航后，承运人会报告第一条动态。',
  voyage: '航次 {voyage}',
  terminal: {
    title: '码头',
    firms: 'FIRMS {code}',
    pickupAt: '提货地点',
    lastFreeDay: '最后免费日',
    unknown: '尚不清楚',
    holds: '扣留',
    fees: '费用',
    none: '无'
  },
  lfd: {
    past: '已过期：滞港费正在产生',
    near: '{days} 天内到期',
    picked_up: '已提货'
  },
  hold: '{name}（{status}）',
  holdWithNote: '{name}（{status}）：{note}',
  holdStatus: {
    hold: '扣留中',
    pending: '待定'
  },
  fee: {
    demurrage: '滞港费',
    exam: '查验费',
    extended_dwell_time: '超期堆存费',
    other: '其他',
    total: '合计'
  },
  expected: '预计：{milestone}',
  milestone: {
    empty_out: '空箱已提',
    full_in: '重箱进场',
    vessel_loaded: '已装船',
    vessel_departed: '已开航',
    vessel_berthed: '船舶已靠泊',
    vessel_arrived: '已到港',
    vessel_discharged: '已卸船',
    transshipment_arrived: '中转到港',
    transshipment_discharged: '中转卸船',
    transshipment_loaded: '中转装船',
    transshipment_departed: '中转后开航',
    feeder_arrived: '支线船已到港',
    feeder_discharged: '已从支线船卸下',
    feeder_loaded: '已装上支线船',
    feeder_departed: '支线船已开航',
    rail_loaded: '已装上火车',
    rail_departed: '火车已发车',
    rail_arrived: '火车已到达',
    rail_unloaded: '已从火车卸下',
    available: '可提货',
    not_available: '不可提货',
    full_out: '重箱出场',
    delivered: '已交付',
    empty_in: '空箱已还',
    arrived_at_inland_destination: '已到达内陆目的地'
  },
  expectedMilestone: {
    vessel_arrived: '预计到港',
    vessel_departed: '预计开航',
    arrived_at_inland_destination: '预计到达内陆目的地'
  }
} satisfies Catalog<typeof source>
