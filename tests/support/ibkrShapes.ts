// IBKR's file headers as the real statements and Flex queries write them, written once for the tests that read them.

/** The Activity Statement's opening lines, base currency EUR. */
export const IBKR_ACTIVITY_PREAMBLE = [
  'Statement,Header,Field Name,Field Value',
  'Statement,Data,Title,Activity Statement',
  'Account Information,Header,Field Name,Field Value',
  'Account Information,Data,Base Currency,EUR',
] as const;

/** The Activity Statement's trades header (English). */
export const IBKR_TRADES_HEADER =
  'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code';

/** The same statement in Russian: the section's name and the columns translated, the markers English. */
export const IBKR_RUSSIAN_PREAMBLE = [
  'Statement,Header,Название поля,Значение поля',
  'Statement,Data,Title,Отчет о деятельности',
  'Информация о счете,Header,Название поля,Значение поля',
  'Информация о счете,Data,Базовая валюта,USD',
] as const;
export const IBKR_RUSSIAN_TRADES_HEADER =
  'Сделки,Header,DataDiscriminator,Класс актива,Валюта,Символ,Дата/Время,Количество,Цена транзакции,Цена закрытия,Выручка,Комиссия/плата,Базис,Реализованная П/У,Рыноч. П/У,Код';

/** A Flex query's trades with the nine columns a reader may choose, without AssetClass or Symbol. */
export const IBKR_FLEX_NINE_COLUMNS =
  '"Buy/Sell","TradeDate","ISIN","Quantity","TradePrice","TradeMoney","CurrencyPrimary","IBCommission","IBCommissionCurrency"';

/** An Activity Statement: the preamble and the given lines. */
export const ibkrActivity = (...lines: string[]): string => [...IBKR_ACTIVITY_PREAMBLE, ...lines].join('\n');

/** The trades header of a statement in Chinese (the columns as parsers of real Chinese statements quote them). */
export const IBKR_CHINESE_TRADES_HEADER =
  '交易,Header,DataDiscriminator,资产分类,货币,代码,日期/时间,数量,交易价格,收盘价格,收益,佣金/税,基础,已实现的损益,按市值计算的损益,代码';
