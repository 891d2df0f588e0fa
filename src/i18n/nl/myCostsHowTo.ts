// Mijn kosten's download steps ('Zo download je je export', src/components/my-costs/ExportInstructions.astro). A
// section of the Dutch UI dictionary (src/i18n/nl/index.ts) of its own: the page renders these texts, so the
// Mijn kosten island's bundle does not carry them.
import { textsOf } from '../fill';
export const NL_MY_COSTS_HOW_TO = {
  // How to download each export (src/components/my-costs/ExportInstructions.astro)
  'myCosts.howTo.title': 'Zo download je je export',
  'myCosts.howTo.menus':
    "Elke broker laat je je transacties als CSV-bestand downloaden (Saxo als Excel-bestand). De menu's heten soms iets anders in de app dan op de website; zoek naar",
  'myCosts.howTo.export': 'exporteren',
  'myCosts.howTo.or': 'of',
  'myCosts.howTo.download': 'downloaden',
  'myCosts.howTo.degiro.inbox': 'Log in op de website van DEGIRO en open het menu Inbox.',
  'myCosts.howTo.degiro.transactions':
    'Kies Transacties, stel de periode in (bijvoorbeeld vanaf je eerste order) en klik op Exporteren › CSV.',
  'myCosts.howTo.degiro.account':
    'Wil je ook de aansluitingskosten en dividenden zien? Kies dan in Inbox ook Rekeningoverzicht en exporteer die als CSV. Kies beide bestanden tegelijk.',
  'myCosts.howTo.degiro.language':
    'De taal van je account maakt niet uit, en oudere bestanden (ook uit 2020) lezen we ook.',
  'myCosts.howTo.trading212.history': 'Open in de app of op de website je account en kies Geschiedenis (History).',
  'myCosts.howTo.trading212.export':
    'Tik op het exportpictogram, kies de periode en laat orders, dividenden en transacties aangevinkt.',
  'myCosts.howTo.trading212.download': 'Download het CSV-bestand. Exports van vóór 2025 lezen we ook.',
  'myCosts.howTo.tradeRepublic.profile': 'Log in op de webversie van Trade Republic en open je Profiel.',
  'myCosts.howTo.tradeRepublic.export': 'Kies Activiteit of Transacties en dan Exporteren, met als formaat CSV.',
  'myCosts.howTo.tradeRepublic.save': 'Bewaar het bestand op je apparaat.',
  'myCosts.howTo.pytr.title': 'Trade Republic via pytr',
  'myCosts.howTo.pytr.install':
    'Installeer het opensourceprogramma pytr (pip install pytr) en log ermee in met pytr login.',
  'myCosts.howTo.pytr.export':
    'Exporteer je transacties met pytr export_transactions; dat schrijft een CSV-bestand in het Duits, Nederlands of Engels.',
  'myCosts.howTo.pytr.choose': 'Kies dat bestand hier.',
  'myCosts.howTo.ibkr.reports': 'Log in op de Client Portal van IBKR en kies Performance & Reports › Statements.',
  'myCosts.howTo.ibkr.activity':
    'Kies bij Default Statements het Activity Statement, stel de periode in (bijvoorbeeld Annual of Custom Date Range) en kies als formaat CSV. De taal van je statement maakt niet uit.',
  'myCosts.howTo.ibkr.flex':
    'Of maak onder Flex Queries een Activity Flex Query met de sectie Trades (met onder meer TradeDate, Symbol, Quantity, TradePrice, IBCommission en IBCommissionCurrency) en eventueel Cash Transactions voor dividend, met als formaat CSV.',
  'myCosts.howTo.ibkr.choose': 'Download het bestand en kies het hier. Meerdere jaren kun je samen kiezen.',
  'myCosts.howTo.saxo.reports': 'Log in op SaxoInvestor of SaxoTraderGO en open Account › Historische rapporten.',
  'myCosts.howTo.saxo.transactions':
    'Kies Transacties (Transactions), stel de periode in en klik op Exporteren › Excel. Het .xlsx-bestand kies je hier zonder het te openen.',
  'myCosts.howTo.saxo.csv':
    'Heb je het in Excel geopend en als CSV opgeslagen? Dat bestand lezen we ook. Saxo vermeldt de kosten niet per order; we leiden ze af waar dat eenduidig kan.',
} as const;

/** Its texts: `tMyCostsHowTo('key')`. */
export const tMyCostsHowTo = /* @__PURE__ */ textsOf(NL_MY_COSTS_HOW_TO);
export type MyCostsHowToKey = keyof typeof NL_MY_COSTS_HOW_TO;
