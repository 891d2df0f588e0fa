// IBKR's file headers as the real statements and Flex queries write them, written once for every test that types an
// IBKR file (unit, property and browser tests, and the bench's generated statement). Plain, erasable TypeScript:
// bench/ imports it in Node.

// ---- Activity Statement and Transaction History (sections: name, marker, cells) ----

export const IBKR_STATEMENT_HEADER = 'Statement,Header,Field Name,Field Value';
export const IBKR_ACCOUNT_HEADER = 'Account Information,Header,Field Name,Field Value';

/** The statement's title and, where given, its account's base currency. */
export const ibkrPreamble = (base: string | null = 'EUR', title = 'Activity Statement'): string[] => [
  IBKR_STATEMENT_HEADER,
  `Statement,Data,Title,${title}`,
  ...(base === null ? [] : [IBKR_ACCOUNT_HEADER, `Account Information,Data,Base Currency,${base}`]),
];

/** The Activity Statement's opening lines, base currency EUR. */
export const IBKR_ACTIVITY_PREAMBLE: readonly string[] = ibkrPreamble();

/** The Activity Statement's trades header (English). */
export const IBKR_TRADES_HEADER =
  'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code';

/** The forex trades' own header: the commission in the base currency ('Comm in EUR'). */
export const IBKR_FOREX_TRADES_HEADER =
  'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,,Proceeds,Comm in EUR,,,MTM in EUR,Code';

export const IBKR_INSTRUMENTS_HEADER =
  'Financial Instrument Information,Header,Asset Category,Symbol,Description,Conid,Security ID,Listing Exch,Multiplier,Type,Code';
export const IBKR_DEPOSITS_HEADER = 'Deposits & Withdrawals,Header,Currency,Settle Date,Description,Amount';
export const IBKR_DIVIDENDS_HEADER = 'Dividends,Header,Currency,Date,Description,Amount';
export const IBKR_WITHHOLDING_HEADER = 'Withholding Tax,Header,Currency,Date,Description,Amount,Code';
export const IBKR_CORPORATE_ACTIONS_HEADER =
  'Corporate Actions,Header,Asset Category,Currency,Report Date,Date/Time,Description,Quantity,Proceeds,Value,Realized P/L,Code';
export const IBKR_TRANSFERS_HEADER =
  'Transfers,Header,Asset Category,Currency,Symbol,Date,Type,Direction,Xfer Company,Xfer Account,Qty,Xfer Price,Market Value,Realized P/L,Cash Amount,Code';
export const IBKR_OPEN_POSITIONS_HEADER =
  'Open Positions,Header,DataDiscriminator,Asset Category,Currency,Symbol,Quantity,Mult,Cost Price,Cost Basis,Close Price,Value,Unrealized P/L,Code';
export const IBKR_BASE_RATES_HEADER = 'Base Currency Exchange Rate,Header,Currency,Rate';

/** An Activity Statement: the preamble (base currency EUR) and the given lines. */
export const ibkrActivity = (...lines: string[]): string => [...IBKR_ACTIVITY_PREAMBLE, ...lines].join('\n');

/** The Transaction History's opening lines: its title and the base currency in its summary. */
export const ibkrHistoryPreamble = (base = 'EUR'): string[] => [
  IBKR_STATEMENT_HEADER,
  'Statement,Data,Title,Transaction History',
  'Summary,Header,Field Name,Field Value',
  `Summary,Data,Base Currency,${base}`,
];

/** The Transaction History's header, with its Price Currency column. */
export const IBKR_HISTORY_HEADER =
  'Transaction History,Header,Date,Account,Description,Transaction Type,Symbol,Quantity,Price,Price Currency,Gross Amount,Commission,Net Amount';

/** The Transaction History as some reports write it, without Price Currency. */
export const IBKR_HISTORY_HEADER_WITHOUT_PRICE_CURRENCY =
  'Transaction History,Header,Date,Account,Description,Transaction Type,Symbol,Quantity,Price,Gross Amount,Commission,Net Amount';

// ---- The same statement in other languages: section names and columns translated, the markers English ----

export const IBKR_RUSSIAN_PREAMBLE = [
  'Statement,Header,Название поля,Значение поля',
  'Statement,Data,Title,Отчет о деятельности',
  'Информация о счете,Header,Название поля,Значение поля',
  'Информация о счете,Data,Базовая валюта,USD',
] as const;
export const IBKR_RUSSIAN_TRADES_HEADER =
  'Сделки,Header,DataDiscriminator,Класс актива,Валюта,Символ,Дата/Время,Количество,Цена транзакции,Цена закрытия,Выручка,Комиссия/плата,Базис,Реализованная П/У,Рыноч. П/У,Код';

/** The trades header of a statement in Chinese (the columns as parsers of real Chinese statements quote them). */
export const IBKR_CHINESE_TRADES_HEADER =
  '交易,Header,DataDiscriminator,资产分类,货币,代码,日期/时间,数量,交易价格,收盘价格,收益,佣金/税,基础,已实现的损益,按市值计算的损益,代码';

/** A statement in French (read by IBKR's column order): its preamble and trades header. */
export const IBKR_FRENCH_PREAMBLE = [
  IBKR_STATEMENT_HEADER,
  'Statement,Data,Title,Relevé d’activité',
  'Informations sur le compte,Header,Nom du champ,Valeur du champ',
  'Informations sur le compte,Data,Devise de base,EUR',
] as const;
export const IBKR_FRENCH_TRADES_HEADER =
  'Transactions,Header,DataDiscriminator,Catégorie d’actif,Devise,Symbole,Date/Heure,Quantité,Prix trans.,Prix clôt.,Produit,Comm/Tarif,Base,P/P réalisé,P/P MTM,Code';

// ---- Flex Query (CSV): the columns the reader chose, all quoted ----

/** Flex trades with asset class, ISIN, order id, level of detail and the rate to the base. */
export const IBKR_FLEX_TRADES_HEADER =
  '"ClientAccountID","CurrencyPrimary","AssetClass","Symbol","Description","ISIN","TradeDate","Quantity","TradePrice","Proceeds","IBCommission","IBCommissionCurrency","IBOrderID","LevelOfDetail","FXRateToBase"';

/** The same without ISIN. */
export const IBKR_FLEX_TRADES_WITHOUT_ISIN_HEADER =
  '"ClientAccountID","CurrencyPrimary","AssetClass","Symbol","Description","TradeDate","Quantity","TradePrice","Proceeds","IBCommission","IBCommissionCurrency","IBOrderID","LevelOfDetail","FXRateToBase"';

/** Flex trades without an AssetClass column (forex known by its symbol). */
export const IBKR_FLEX_TRADES_WITHOUT_ASSET_CLASS_HEADER =
  '"ClientAccountID","CurrencyPrimary","Symbol","Description","TradeDate","Quantity","TradePrice","IBCommission","IBCommissionCurrency","FXRateToBase"';

/** A Flex query's trades with the nine columns a reader may choose, without AssetClass or Symbol. */
export const IBKR_FLEX_NINE_COLUMNS =
  '"Buy/Sell","TradeDate","ISIN","Quantity","TradePrice","TradeMoney","CurrencyPrimary","IBCommission","IBCommissionCurrency"';

/** Flex open positions with IBKR's mark price. */
export const IBKR_FLEX_POSITIONS_HEADER =
  '"ClientAccountID","CurrencyPrimary","Symbol","ISIN","Position","MarkPrice","PositionValue","FXRateToBase","ReportDate"';

/** Flex cash transactions dated by SettleDate. */
export const IBKR_FLEX_CASH_HEADER =
  '"ClientAccountID","CurrencyPrimary","FXRateToBase","Description","SettleDate","Amount","Type"';

/** Flex cash transactions dated by Date/Time. */
export const IBKR_FLEX_CASH_DATE_TIME_HEADER =
  '"ClientAccountID","CurrencyPrimary","FXRateToBase","Description","Date/Time","Amount","Type"';
