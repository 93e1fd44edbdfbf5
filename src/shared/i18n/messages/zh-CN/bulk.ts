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
    duplicateOf: '可能重复于'
  }
} satisfies Catalog<typeof source>
