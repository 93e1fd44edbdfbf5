import type { Catalog } from '../../catalog'
import type source from '../en/shell'

export default {
  skip: {
    toList: '跳到文件列表',
    toMain: '跳到主要内容'
  },
  nav: {
    label: '主导航',
    inbox: '收件箱',
    lookup: '查询',
    settings: '设置',
    attention: '{n} 个文件需要处理'
  },
  service: {
    sandbox: '沙盒',
    production: '正式环境',
    sandboxHint: '文档会发送到本机上的练习服务，而不是您的账户。'
  },
  connection: {
    starting: '正在启动…',
    storage: '接收已暂停：Dropdock 无法保存其数据',
    sandbox: '本机上的练习服务',
    online: '已连接',
    offline: '离线：文件将等待，直到可以连接服务',
    auth_error: '服务拒绝了 API 密钥'
  },
  folders: {
    unreachable: '{n} 个监视文件夹无法访问',
    problem: {
      missing: '{path} 不存在或无法访问；Dropdock 会自动再次检查',
      denied: 'Dropdock 无权读取 {path}；会自动再次检查',
      notFolder: '{path} 是文件，不是文件夹',
      other: '无法读取 {path}（{code}）；Dropdock 会自动再次检查'
    },
    retrying: '{path} 已恢复：Dropdock 正在查看其中的文件'
  },
  stateDamage: {
    damaged: 'Dropdock 的已发送文件记录已损坏：丢失的文件正在与服务核对',
    rebuilt: 'Dropdock 的已发送文件记录已损坏：已从服务取回 {n} 个文件'
  },
  progress: {
    label: '总体进度',
    done: '已完成 {done}/{total}',
    attentionOf: '{total} 个文件中有 {n} 个需要处理',
    handled: '全部 {n} 个文件已处理',
    attention: '{n} 个需要处理'
  },
  problem: {
    label: '问题',
    offline: 'Dropdock 无法连接 {host}。文件会在这里等待，服务一有响应就发送。',
    auth: '{host} 拒绝了 API 密钥。文件会在这里等待，直到在设置中保存有效的密钥。',
    storageWaits: '接收会等待，Dropdock 能再次保存数据后自动继续。',
    waiting: '正在等待服务 — 下次尝试 {time}。{n} 个文件等待发送。',
    openSettings: '打开设置',
    openFolder: '打开文件夹',
    tryAgain: '重试',
    tryNow: '立即重试'
  },
  addFiles: '添加文件…',
  pause: '暂停接收',
  resume: '继续接收',
  held: '等待磁盘',
  heldHint: 'Dropdock 无法保存其数据，接收正在等待；之后会自动继续。',
  drop: {
    title: '松开即可发送',
    hint: 'Dropdock 会将每个文件发送到{service}，并显示在收件箱中。',
    hintPaused: '接收已暂停：文件会在收件箱中等待，直到您继续接收。',
    hintHeld: '接收正在等待磁盘：文件会在收件箱中等待，直到 Dropdock 能保存其数据。',
    hintSandbox: 'Dropdock 会将每个文件发送到沙盒，并显示在收件箱中。'
  },
  notices: {
    tryAgain: '重试',
    dismiss: '关闭'
  },
  live: {
    state: '{name}：{label}。{sentence}。',
    paused: '接收已暂停。',
    running: '接收进行中。',
    handled: '全部 {n} 个文件已处理。',
    attention: '{n} 个文件需要处理。',
    batch: {
      extracted: '{n} 个已提取',
      duplicate: '{n} 个重复',
      failed: '{n} 个失败',
      more: '另外 {n} 个',
      separator: '，',
      done: '{counts}。',
      withNames: '{counts}：{names}。'
    }
  }
} satisfies Catalog<typeof source>
