import type { Catalog } from '../../catalog'
import type source from '../en/bulk'

export default {
  label: '处理所选文件',
  type: '所选文件的文档类型',
  typePlaceholder: '设置文档类型…',
  setType: '设置',
  remove: '移除',
  exportCsv: '导出 CSV',
  joiner: '，',
  done: {
    setType: '已将 {n} 个设为{type}',
    reclassify: '已重新分类 {n} 个',
    reextract: '已重新提取 {n} 个',
    relink: '已重新关联 {n} 个',
    retry: '正在重试 {n} 个',
    remove: '已移除 {n} 个'
  },
  skipped: '跳过 {n} 个：{reason}',
  reason: {
    notSent: '尚未发送',
    inFlight: '仍在处理中',
    duplicate: '与另一文档重复',
    notRetryable: '无需重试',
    sameType: '已是该类型',
    gone: '已不在收件箱中',
    refused: '服务拒绝'
  },
  /** "Track their numbers": the detail's "Track this number" for each selected document. */
  track: {
    action: '跟踪其单号',
    working: '正在跟踪单号：第 {done} 个，共 {total} 个…',
    openFirst: '为第一个选择承运人',
    end: {
      linked: '{n} 个已跟踪并重新关联',
      notLinked: '{n} 个已跟踪，尚未关联',
      pending: '{n} 个仍在跟踪中，跟踪成功后自动关联',
      failed: '{n} 个无法跟踪',
      invalid: '{n} 个的单号被服务判为无效',
      carrier: '{n} 个需要选择承运人',
      several: '{n} 个有多个单号：请在其详情中选择一个',
      noNumber: '{n} 个没有单号',
      notNeeded: '{n} 个不在等待货运',
      refused: '{n} 个未能请求：{reason}'
    }
  },
  exported: '已将 {n} 个文件导出到 {path}',
  failed: {
    setType: '无法设置所选文件的文档类型：{reason}',
    reclassify: '无法重新分类所选文件：{reason}',
    reextract: '无法重新提取所选文件：{reason}',
    relink: '无法重新关联所选文件：{reason}',
    retry: '无法重试所选文件：{reason}',
    remove: '无法移除所选文件：{reason}',
    exportCsv: '无法导出所选文件：{reason}'
  },
  csv: {
    received: '接收时间',
    containers: '集装箱',
    documentId: '文档 ID',
    serviceLink: '服务中的链接',
    pages: '页码',
    duplicateOf: '可能重复于'
  }
} satisfies Catalog<typeof source>
