/** Text of the brief's fixture invoice (classifies as commercial_invoice, links to S1). */
export const INVOICE_TEXT = [
  'COMMERCIAL INVOICE',
  'Invoice No: INV-2026-0415',
  'Invoice Date: 2026-03-02',
  'Seller: Shenzhen Brightway Electronics Co., Ltd.',
  'Bill of Lading: MAEU241234567',
  'Container: MSKU1234565',
  'Total Amount: 12450.00 USD',
  ''
].join('\n')
