import type { Catalog } from '../../catalog'
import type source from '../en/states'

export default {
  label: {
    waiting: '等待中',
    queued: '排队中',
    hashing: '校验中',
    uploading: '上传中',
    submitted: '已发送',
    classified: '已分类',
    extracted: '已提取',
    extraction_failed: '未能读取',
    stalled: '停滞',
    duplicate: '重复',
    empty: '空文件',
    failed: '失败',
    retrying: '重试中',
    paused: '已暂停',
    cancelled: '已取消'
  },
  sentence: {
    waiting: '等待文件保存完成',
    queued: '排队等待发送',
    hashing: '正在读取文件以计算其指纹',
    uploading: '正在将文件发送到服务',
    submitted: '已发送；服务正在识别文档类型',
    classified: '已识别类型；服务正在读取数据',
    extracted: '完成：数据已读取并关联',
    extraction_failed: '服务无法读取此文档中的数据',
    stalled: '服务未在通常时间内处理完成',
    duplicate: '之前已发送；指向已有的文档',
    empty: '未发送：文件为空（0 字节）',
    failed: '无法发送',
    retrying: '临时问题；稍后重试',
    paused: '接收已暂停；恢复后将继续',
    cancelled: '已从接收中移除'
  },
  held: {
    label: '等待磁盘',
    sentence: 'Dropdock 无法保存其数据；能保存后此文件会自动继续'
  }
} satisfies Catalog<typeof source>
