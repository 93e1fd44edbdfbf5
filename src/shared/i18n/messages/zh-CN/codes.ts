import type { Catalog } from '../../catalog'
import type source from '../en/codes'

export default {
  documentType: {
    commercial_invoice: '商业发票',
    bill_of_lading: '提单',
    sea_waybill: '海运单',
    house_bill_of_lading: '货代提单',
    arrival_notice: '到港通知',
    delivery_order: '提货单',
    packing_list: '装箱单',
    cargo_control_document: '货物控制文件（加拿大）'
  },
  field: {
    invoice_number: '发票号',
    invoice_date: '发票日期',
    supplier_name: '供应商',
    buyer_name: '买方',
    total_amount: '总金额',
    currency: '币种',
    purchase_order_number: '采购订单号',
    bill_of_lading_number: '提单号',
    house_bill_of_lading_number: '货代提单号',
    booking_number: '订舱号',
    shipper_name: '发货人',
    consignee_name: '收货人',
    vessel_name: '船名',
    voyage_number: '航次',
    port_of_loading: '装货港',
    port_of_discharge: '卸货港',
    container_numbers: '集装箱号',
    issue_date: '签发日期',
    eta_date: '预计到港',
    delivery_order_number: '提货单号',
    release_date: '放行日期',
    packing_list_number: '装箱单号',
    total_packages: '总件数',
    gross_weight_kg: '毛重（千克）',
    cargo_control_number: '货物控制号',
    port_of_entry: '入境口岸'
  },
  containerStatus: {
    new: '新建',
    on_ship: '在船上',
    available: '可提货',
    not_available: '不可提货',
    grounded: '已落地（码头）',
    on_rail: '铁路运输中',
    picked_up: '已提箱',
    off_dock: '在场外堆场',
    delivered: '已送达',
    dropped: '已放至收货人处',
    loaded: '已装载',
    empty_returned: '已还空箱',
    awaiting_inland_transfer: '等待内陆转运'
  },
  equipment: {
    dry: '干货箱',
    reefer: '冷藏箱',
    'open top': '开顶箱',
    'flat rack': '框架箱',
    bulk: '散货箱',
    tank: '罐式箱'
  },
  equipmentSize: '{length} 英尺{type}',
  equipmentHighCube: '{length} 英尺高柜{type}',
  hold: {
    customs: '海关',
    freight: '运费',
    usda: '美国农业部',
    fda: '美国食药局',
    line: '船公司',
    other: '其他'
  },
  invalidReason: {
    check_digit: '校验位错误。',
    container_length: '集装箱号为 11 位：4 个字母加 7 位数字。',
    owner_code: '箱主代码必须是 3 个字母。',
    category: '第四个字母必须是 U、J 或 Z。',
    serial: '序列号和校验位必须是 7 位数字。',
    bl_length: '提单号在船公司前缀之后应有 6 到 16 个字符。'
  }
} satisfies Catalog<typeof source>
