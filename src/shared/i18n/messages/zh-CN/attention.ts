/** What "needs attention" and "Retry failed" count, where they differ. */
export default {
  /** The tooltip of "Retry failed (N)" when fewer can be retried than need attention. */
  retryPart:
    '{total} 个需要处理的文件中有 {n} 个可以重试；其余的重试也无济于事：空文件需要重新扫描，无货运的文档需要先跟踪其单号。'
}
