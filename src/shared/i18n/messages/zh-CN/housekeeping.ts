import type { Catalog } from '../../catalog'
import type source from '../en/housekeeping'

export default {
  actions: {
    cancel: '取消发送',
    remove: '从收件箱移除…',
    acknowledge: '标为已查看',
    openInService: '在网页版中打开文档 ↗',
    acknowledged: '已标为已查看：不再计入需要处理。'
  },
  steps: {
    label: '列表中的文档',
    previous: '上一个',
    next: '下一个',
    previousHint: '列表中的上一个文档（Alt+上箭头）',
    nextHint: '列表中的下一个文档（Alt+下箭头）',
    position: '第 {index} 个，共 {count} 个'
  },
  done: {
    cancel: '已取消发送 {name}',
    remove: '已从收件箱移除 {name}',
    acknowledge: '{name} 已标为已查看，不再需要处理',
    openInService: '正在打开网页版'
  },
  failed: {
    cancel: '无法取消发送 {name}：{reason}',
    remove: '无法从收件箱移除 {name}：{reason}',
    acknowledge: '无法将 {name} 标为已查看：{reason}',
    openInService: '无法在网页版中打开 {name}：{reason}'
  },
  removal: {
    title: '从收件箱移除',
    message: '要从收件箱移除 {name} 吗？',
    messageMany: '要从收件箱移除 {n} 个文件吗？',
    detail:
      '文件本身仍在原处，服务也会保留该文档；仍在发送的文件会先停止发送。如果这不是您本人的操作，请选择“{cancel}”。',
    confirm: '移除',
    cancel: '取消'
  },
  retention: {
    label: '已完成的文件在收件箱中保留',
    days: '{n} 天',
    never: '直到我移除为止',
    hint: '已完成的文件在 {n} 天后不再保留；您尚未标为已查看的问题文件会一直保留。',
    hintNever: '已完成的文件会一直留在收件箱中，直到您移除。'
  },
  tray: {
    recent: '最近的文档',
    item: '{name} – {state}',
    /** A file the service split into several documents, one entry for the file. */
    packet: '{name} – {n} 份文档 – {state}'
  }
} satisfies Catalog<typeof source>
