import type { Catalog } from '../../catalog'
import type source from '../en/dialogs'

export default {
  chooseFolder: {
    title: '监视文件夹'
  },
  connectionChange: {
    title: '更改服务地址',
    messageTo: '将文档发送到 {host}？',
    messageAny: '更改服务地址？',
    uploadTo: 'Dropdock 将上传文件并把 API 密钥发送到：',
    noService: '（无服务）',
    webApp: 'Web 应用：{url}',
    uploads: '上传：{url}',
    until: '此前：{from}',
    untilSandbox: '此前：内置沙盒（没有数据离开这台电脑）',
    askKey: '系统将要求您提供新地址的 API 密钥。如果这不是您本人所做的更改，请选择“{cancel}”。',
    confirm: '更改地址',
    cancel: '取消'
  },
  unexpected: {
    title: 'Dropdock 遇到意外错误',
    log: '详细信息见日志。'
  }
} satisfies Catalog<typeof source>
