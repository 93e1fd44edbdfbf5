import type { Catalog } from '../../catalog'
import type source from '../en/lookup'

export default {
  title: '查询',
  intro: '查明号码的类型及所属承运人，然后开始跟踪。',
  number: '集装箱号、提单号或订舱号',
  numberExample: '例如 {example}',
  numberMissing: '请输入或粘贴集装箱号、提单号或订舱号。',
  submit: '查询',
  submitting: '正在查询…',
  rateLimited: '短时间内查询次数过多。{wait}后可再次查询。',
  seconds: '{n} 秒',
  result: {
    numberType: '号码类型',
    types: {
      container: '集装箱号',
      bill_of_lading: '提单号',
      booking: '订舱号'
    },
    validity: '有效性',
    valid: '有效',
    notValid: '无效',
    uncheckable: '无法校验',
    checkDigit: '校验位',
    checkPassed: '通过',
    checkFailed: '未通过',
    checkNone: '不适用',
    reason: '原因',
    readAs: '识别为',
    carrier: '承运人',
    chooseCarrier: '选择承运人',
    confidence: '{name} 的置信度',
    suggested: '建议'
  },
  decision: {
    identified: '已识别承运人：{name}',
    identifiedUnnamed: '已识别承运人',
    probably: '可能是 {name}，请确认',
    confirm: '请确认承运人',
    unknown: '承运人未知'
  },
  carrierList: {
    label: '或从所有承运人中选择',
    labelAlone: '从所有承运人中选择承运人',
    placeholder: '按名称或 SCAC 搜索',
    noMatch: '没有与“{query}”匹配的承运人。',
    failed: '无法加载承运人列表。{reason}',
    chosen: '已选择：{name}',
    remembered: '上次您为以“{prefix}”开头的号码选择了 {name}。',
    useRemembered: '使用 {name}'
  },
  tracking: {
    title: '跟踪',
    track: '跟踪',
    starting: '正在启动…',
    notValid: '此号码无效，无法跟踪。',
    chooseCarrierFirst: '请先选择承运人。',
    checkingAgain: '（每隔几秒重新检查）',
    alreadyTracked: '已在跟踪：此号码属于货运 {number}。',
    openShipment: '打开货运 ↗',
    withReason: '：{reason}',
    shipmentNotLoaded: '无法加载此请求创建的货运。{reason}',
    status: {
      pending: '正在询问承运人…',
      awaiting_manifest: '等待承运人发布舱单',
      created: '跟踪：已创建货运',
      failed: '跟踪失败',
      tracking_stopped: '跟踪已停止'
    },
    failedReason: {
      booking_cancelled: '承运人表示该订舱已取消',
      duplicate: '您的账户已在跟踪此号码',
      expired: '号码太旧，无法跟踪',
      internal_processing_error: '服务出现内部问题，请稍后重试',
      invalid_number: '承运人不接受此号码',
      not_found: '承运人不认识此号码',
      retries_exhausted: '多次尝试后承运人仍未响应',
      shipping_line_unreachable: '无法联系承运人，请稍后重试',
      unrecognized_response: '承运人的答复服务无法读取',
      data_unavailable: '承运人暂无此号码的数据',
      scac_auto_detect_failed: '无法确定承运人，请自行选择'
    }
  },
  shipment: {
    title: '货运 {number}',
    openInWebApp: '在网页版中打开 ↗',
    openFailed: '无法打开网页版：{reason}',
    portOfDischarge: '卸货港',
    eta: '预计到港',
    containers: '集装箱'
  }
} satisfies Catalog<typeof source>
