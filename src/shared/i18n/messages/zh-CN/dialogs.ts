import type { Catalog } from '../../catalog'
import type source from '../en/dialogs'

export default {
  chooseFiles: {
    title: '添加文件'
  },
  chooseFolder: {
    title: '监视文件夹'
  },
  connectionChange: {
    title: '更改服务地址',
    messageTo: '将文档发送到 {host}？',
    messageAny: '更改服务地址？',
    messageWebApp: '在 {host} 打开网页版？',
    messageUploads: '通过 {host} 发送上传？',
    uploadTo: 'Dropdock 将上传文件并把 API 密钥发送到：',
    noService: '（无服务）',
    webApp: '网页版：{url}',
    uploads: '上传：{url}',
    until: '此前：{from}',
    untilSandbox: '此前：内置沙盒（没有数据离开这台电脑）',
    askKey: '系统将要求您提供新地址的 API 密钥。如果这不是您本人所做的更改，请选择“{cancel}”。',
    confirm: '更改地址',
    cancel: '取消'
  },
  keyReplacement: {
    title: '替换 API 密钥',
    messageNamed: '从现在起将文档发送到 {account}？',
    messageAny: '替换已保存的 API 密钥？',
    next: '新密钥对应的账户：{account}',
    replaced: '被替换的密钥对应的账户：{account}',
    service: '服务：{url}',
    unnamed: '一个还没有文档的账户（服务只在文档中给出账户名称）',
    unreadable: '未知（{reason}）',
    warn: '从现在起上传的所有内容都将进入新密钥的账户。如果这个密钥不是您本人输入的，请选择“{cancel}”。',
    confirm: '替换密钥',
    cancel: '取消'
  },
  folderAction: {
    title: '受监视文件夹中的文件',
    messageDelete: '上传后从 {folder} 删除每个文件？',
    messageMove: '上传后将每个文件移出 {folder}？',
    detailDelete:
      'Dropdock 将删除它从此文件夹发送的每个文件，且无法恢复。如果这不是您本人所做的更改，请选择“{cancel}”。',
    detailMove:
      'Dropdock 将把它从此文件夹发送的每个文件移到 {done}。如果这不是您本人所做的更改，请选择“{cancel}”。',
    confirm: '保存',
    cancel: '取消'
  },
  keyRemoval: {
    title: '移除 API 密钥',
    message: '要移除 {address} 的 API 密钥吗？',
    messageAny: '要移除已保存的 API 密钥吗？',
    detail:
      '在重新输入密钥之前，Dropdock 不会再向您的账户发送文档；文件会在收件箱中等待。如果这不是您本人的操作，请选择“{cancel}”。',
    confirm: '移除密钥',
    cancel: '取消'
  },
  stopWatching: {
    title: '停止监视文件夹',
    message: '要停止监视 {folder} 吗？',
    messageMany: '要停止监视 {n} 个文件夹吗？',
    detail:
      '此后保存到该处的文件将不再发送。已发送的文件仍保留在收件箱中。如果这不是您本人的操作，请选择“{cancel}”。',
    confirm: '停止监视',
    cancel: '取消'
  },
  split: {
    title: '拆分为多个文档',
    message: '要将 {name} 拆分为 {count} 个文档吗？',
    detail:
      '每个部分都会作为单独的文档发送到服务，随后服务中整个文件的那一个文档会被删除。文件本身保留在原处。如果这不是您本人的操作，请选择“{cancel}”。',
    confirm: '拆分',
    cancel: '取消'
  },
  removePart: {
    title: '移除一个文档',
    message: '要移除 {name} 的这个文档吗？',
    detail: '服务会删除该文档；该文件的其他文档保留。如果这不是您本人的操作，请选择“{cancel}”。',
    confirm: '移除文档',
    cancel: '取消'
  },
  unexpected: {
    title: 'Dropdock 遇到意外错误',
    log: '详细信息见日志。'
  }
} satisfies Catalog<typeof source>
