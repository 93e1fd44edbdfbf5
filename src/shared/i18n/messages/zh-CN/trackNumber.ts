/** 未关联任何货运的文档详情中的“跟踪此单号”。 */
export default {
  track: '跟踪此单号',
  /** The button's name: its visible words first, then the number it tracks. */
  trackLabel: '跟踪此单号：{number}',
  working: '正在请服务跟踪 {number}，然后关联此文档…',
  chooseCarrier: '服务无法确定 {number} 属于哪家承运人。请选择一家，然后跟踪。',
  trackWithCarrier: '用此承运人跟踪',
  invalid: '服务认为 {number} 不是有效单号。{reason}',
  status: {
    pending: '已为 {number} 申请跟踪；服务仍在查找该货运。跟踪成功后，Dropdock 会自动关联此文档。',
    awaiting_manifest:
      '已为 {number} 申请跟踪；承运人尚未公布该货运。跟踪成功后，Dropdock 会自动关联此文档。',
    failed: '跟踪 {number} 失败：{reason}。',
    tracking_stopped: '{number} 的跟踪已停止；文档未关联。'
  },
  linked: '已关联到货运 {refs}。',
  linkedAlready: '{number} 早已在跟踪中；文档现已关联到货运 {refs}。',
  linking: '{number} 已在跟踪，并已请求重新关联；服务尚未完成关联。完成后货运会显示在这里。',
  notLinked: '{number} 已在跟踪，但服务没有把此文档关联到其货运。',
  unseen: '{number} 已在跟踪，但重新关联后服务显示此文档没有变化。请稍后再点“重新关联”。',
  openShipment: '打开货运 {number} ↗',
  relinkFailed: '单号已在跟踪，但服务没有接受重新关联：{reason} 请点“重新关联”重试。',
  askFailed: '无法跟踪该单号：{reason}',
  /** A request kept by the engine after the wait: on the row's second line and in the detail. */
  later: {
    pending: '自 {when} 起跟踪 {number}——跟踪成功后自动关联',
    failed: '跟踪 {number} 失败：{reason}',
    stopped: '服务已停止跟踪'
  }
}
