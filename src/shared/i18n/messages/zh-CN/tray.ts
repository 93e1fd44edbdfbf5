import type { Catalog } from '../../catalog'
import type source from '../en/tray'

export default {
  open: '打开 Dropdock',
  addFiles: '添加文件…',
  pause: '暂停接收',
  resume: '继续接收',
  retry: '重试失败的文件',
  retryCount: '重试失败的文件（{n}）',
  openFolder: '打开监视文件夹',
  openFolders: '打开监视文件夹',
  settings: '设置…',
  quit: '退出 Dropdock',
  folders: '{n} 个监视文件夹无法访问',
  tooltip: 'Dropdock · {status}',
  status: {
    line: '{service}：{counts}',
    lineWithState: '{service}（{state}）：{counts}',
    separator: '，',
    active: '{n} 个处理中',
    attention: '{n} 个需要处理',
    done: '{n} 个已完成',
    state: {
      storage: '等待磁盘',
      offline: '离线',
      auth_error: 'API 密钥被拒绝',
      starting: '正在启动',
      paused: '已暂停'
    }
  }
} satisfies Catalog<typeof source>
