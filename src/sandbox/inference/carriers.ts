/**
 * Ocean carriers the sandbox knows: SCAC, names, container owner-code prefixes (BIC codes) and
 * bill-of-lading prefixes. Prefixes listed as `legacyContainerPrefixes` come from lines the carrier
 * absorbed (NYK, MOL and K Line into ONE; UASC and CSAV into Hapag-Lloyd; …); their boxes are
 * still in service but a number may also have been re-issued, so they predict with less certainty.
 */

export interface Carrier {
  scac: string
  name: string
  shortName: string
  containerPrefixes: readonly string[]
  legacyContainerPrefixes: readonly string[]
  billOfLadingPrefixes: readonly string[]
}

export const CARRIERS: readonly Carrier[] = [
  {
    scac: 'MSCU',
    name: 'Mediterranean Shipping Company',
    shortName: 'MSC',
    containerPrefixes: ['MSCU', 'MEDU', 'MSDU', 'MSMU', 'MSNU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['MEDU', 'MSCU']
  },
  {
    scac: 'MAEU',
    name: 'Maersk',
    shortName: 'Maersk',
    containerPrefixes: ['MAEU', 'MSKU', 'MRKU', 'MRSU', 'MNBU', 'MSWU', 'MWCU', 'APMU'],
    legacyContainerPrefixes: ['TORU', 'COZU'],
    billOfLadingPrefixes: ['MAEU', 'MAEI']
  },
  {
    scac: 'CMDU',
    name: 'CMA CGM',
    shortName: 'CMA CGM',
    containerPrefixes: ['CMAU', 'CGMU', 'ECMU', 'CGHU', 'CMNU', 'AMCU'],
    legacyContainerPrefixes: ['ANNU', 'STMU'],
    billOfLadingPrefixes: ['CMDU']
  },
  {
    scac: 'COSU',
    name: 'COSCO Shipping Lines',
    shortName: 'COSCO',
    containerPrefixes: ['COSU', 'CBHU', 'CSNU', 'CCLU', 'CSLU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['COSU', 'COAU']
  },
  {
    scac: 'HLCU',
    name: 'Hapag-Lloyd',
    shortName: 'Hapag-Lloyd',
    containerPrefixes: ['HLCU', 'HLXU', 'HLBU', 'HAMU'],
    legacyContainerPrefixes: ['UACU', 'UASU', 'UAEU', 'CPSU', 'CSQU', 'AZLU', 'TMMU'],
    billOfLadingPrefixes: ['HLCU']
  },
  {
    scac: 'ONEY',
    name: 'Ocean Network Express',
    shortName: 'ONE',
    containerPrefixes: ['ONEU', 'AKLU'],
    legacyContainerPrefixes: ['NYKU', 'MOLU', 'KKFU', 'KKTU'],
    billOfLadingPrefixes: ['ONEY']
  },
  {
    scac: 'EGLV',
    name: 'Evergreen Line',
    shortName: 'Evergreen',
    containerPrefixes: ['EISU', 'EMCU', 'EGHU', 'EGSU', 'EITU', 'UGMU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['EGLV']
  },
  {
    scac: 'HDMU',
    name: 'HMM',
    shortName: 'HMM',
    containerPrefixes: ['HDMU', 'HMMU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['HDMU']
  },
  {
    scac: 'YMLU',
    name: 'Yang Ming Marine Transport',
    shortName: 'Yang Ming',
    containerPrefixes: ['YMLU', 'YMMU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['YMLU', 'YMJA']
  },
  {
    scac: 'ZIMU',
    name: 'ZIM Integrated Shipping Services',
    shortName: 'ZIM',
    containerPrefixes: ['ZIMU', 'ZCSU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['ZIMU']
  },
  {
    scac: 'WHLC',
    name: 'Wan Hai Lines',
    shortName: 'Wan Hai',
    containerPrefixes: ['WHLU', 'WHSU'],
    legacyContainerPrefixes: ['TPCU'],
    billOfLadingPrefixes: ['WHLC']
  },
  {
    scac: 'PCIU',
    name: 'Pacific International Lines',
    shortName: 'PIL',
    containerPrefixes: ['PCIU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['PCIU']
  },
  {
    scac: 'OOLU',
    name: 'Orient Overseas Container Line',
    shortName: 'OOCL',
    containerPrefixes: ['OOLU', 'OOCU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['OOLU']
  },
  {
    scac: 'KMTU',
    name: 'Korea Marine Transport Co.',
    shortName: 'KMTC',
    containerPrefixes: ['KMTU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['KMTC', 'KMTU']
  },
  {
    scac: 'SITC',
    name: 'SITC Container Lines',
    shortName: 'SITC',
    containerPrefixes: ['SITU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['SITC']
  },
  {
    scac: 'APLU',
    name: 'APL',
    shortName: 'APL',
    containerPrefixes: ['APLU', 'APHU', 'APZU', 'APRU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['APLU']
  },
  {
    scac: 'SUDU',
    name: 'Hamburg Süd',
    shortName: 'Hamburg Süd',
    containerPrefixes: ['SUDU'],
    legacyContainerPrefixes: [],
    billOfLadingPrefixes: ['SUDU']
  },
  {
    scac: 'MATS',
    name: 'Matson Navigation Company',
    shortName: 'Matson',
    containerPrefixes: ['MATU'],
    legacyContainerPrefixes: ['CXCU'],
    billOfLadingPrefixes: ['MATS']
  }
]

/** Container owner codes of leasing companies: any carrier may be using the box. */
export const LESSOR_PREFIXES: Readonly<Record<string, string>> = {
  TGHU: 'Textainer',
  TEXU: 'Textainer',
  TGBU: 'Textainer',
  AMFU: 'Textainer',
  WCIU: 'Textainer',
  TCLU: 'Triton International',
  TCNU: 'Triton International',
  TCKU: 'Triton International',
  TRHU: 'Triton International',
  TRLU: 'Triton International',
  TTNU: 'Triton International',
  CAIU: 'CAI International',
  CAXU: 'CAI International',
  SEGU: 'Seaco',
  SEKU: 'Seaco',
  FCIU: 'Florens',
  FSCU: 'Florens',
  BMOU: 'Beacon Intermodal',
  BEAU: 'Beacon Intermodal',
  GESU: 'Seaco'
}

/**
 * Who tends to run leased boxes, and how likely each is for a number we cannot attribute: the
 * largest lines by capacity. Confidences stay far under the 0.70 needs-confirmation threshold.
 */
export const LEASED_BOX_USERS: readonly { scac: string; confidence: number }[] = [
  { scac: 'MSCU', confidence: 0.22 },
  { scac: 'CMDU', confidence: 0.18 },
  { scac: 'MAEU', confidence: 0.16 },
  { scac: 'COSU', confidence: 0.12 },
  { scac: 'HLCU', confidence: 0.1 },
  { scac: 'ONEY', confidence: 0.08 }
]

const BY_SCAC = new Map(CARRIERS.map((c) => [c.scac, c]))

/** The carrier with this SCAC (case-insensitive), or undefined. */
export function carrierByScac(scac: string): Carrier | undefined {
  return BY_SCAC.get(scac.toUpperCase())
}

/** Carriers owning a container prefix, with whether the prefix is one of their legacy codes. */
export function carriersForContainerPrefix(
  prefix: string
): { carrier: Carrier; legacy: boolean }[] {
  const p = prefix.toUpperCase()
  const out: { carrier: Carrier; legacy: boolean }[] = []
  for (const carrier of CARRIERS) {
    if (carrier.containerPrefixes.includes(p)) out.push({ carrier, legacy: false })
    else if (carrier.legacyContainerPrefixes.includes(p)) out.push({ carrier, legacy: true })
  }
  return out
}

/** Carriers whose bills of lading start with this 4-letter prefix. */
export function carriersForBillOfLadingPrefix(prefix: string): Carrier[] {
  const p = prefix.toUpperCase()
  return CARRIERS.filter((c) => c.billOfLadingPrefixes.includes(p))
}
