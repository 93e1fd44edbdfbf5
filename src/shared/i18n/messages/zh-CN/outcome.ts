/** 文档的结果、行中显示的单号，以及服务已知说法的译文。 */
export default {
  label: {
    working: '处理中',
    linked: '已关联',
    needs_shipment: '无货运',
    needs_data: '缺少数据',
    possible_duplicate: '可能重复',
    same_file: '已发送过',
    failed: '失败',
    cancelled: '已取消'
  },
  sentence: {
    linked: '已关联到 {refs}',
    linkedSelf: '已关联到其货运',
    needs_shipment: '尚未关联到货运',
    possible_duplicate: '可能与之前发送的文档相同'
  },
  row: '{key} · {text}',
  key: {
    invoice_number: '发票 {number}',
    bill_of_lading_number: '提单 {number}',
    house_bill_of_lading_number: '货代提单 {number}',
    booking_number: '订舱 {number}',
    delivery_order_number: '提货单 {number}',
    cargo_control_number: '货物控制 {number}',
    packing_list_number: '装箱单 {number}',
    purchase_order_number: '采购订单 {number}',
    container_numbers: '集装箱 {number}'
  },
  filter: {
    linked: '已关联（{n}）',
    needs_shipment: '无货运（{n}）',
    possible_duplicate: '可能重复（{n}）'
  },
  duplicate: {
    of: '可能与 {name} 重复',
    why: '之前有一份同类文档的{fields}相同，但文件不同：是同一份纸质文件再次扫描或保存的吗？',
    open: '打开另一份',
    keep: '两份都保留',
    remove: '删除这一份',
    kept: '两份都已保留：不再计为需要处理。',
    fields: {
      invoice: '发票号和供应商',
      other: '关键编号'
    }
  },
  explain: {
    needs_shipment:
      '服务已读取此文档，但未将其关联到任何货运：它的单号都不属于您已跟踪的货运。请在“查询”中跟踪该单号，然后点击“重新关联”。',
    needs_shipmentKey:
      '服务已读取此文档，但未将其关联到任何货运：{key} 不属于您已跟踪的任何货运。请在“查询”中跟踪该单号，然后点击“重新关联”。',
    needs_shipmentTrack:
      '服务已读取此文档，但未将其关联到任何货运：{key} 不属于您已跟踪的任何货运。请在“关联的货运”下点击它旁边的“跟踪此单号”。'
  },
  said: {
    required_fields_missing: '服务未找到以下必填字段：{fields}。',
    no_text: '该文件没有可读取的文字，可能是没有文字层的扫描件。',
    no_schema: '服务不读取 {type} 类型文档的数据。'
  },
  refused: {
    known: '“{name}”是{what}。服务无法读取此类文件：请发送 PDF、图片或文本文件。',
    unknown:
      '“{name}”不是服务能读取的文档（其字节既不是 PDF、图片，也不是文本）：请发送 PDF、图片或文本文件。',
    what: {
      zip: 'ZIP 压缩包（.docx、.xlsx 等 Office 文件也是 ZIP 压缩包）',
      zip_empty: '空的 ZIP 压缩包',
      old_office: '旧版 Office 文件（.doc、.xls、.msg）',
      rar: 'RAR 压缩包',
      '7z': '7-Zip 压缩包',
      gzip: 'gzip 压缩包'
    }
  }
}
