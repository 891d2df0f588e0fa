// A fund's domicile from its ISIN: the first two letters are the country of the issuing fund (ISO 6166), so it is
// never typed per fund.

const COUNTRIES: Readonly<Record<string, string>> = {
  IE: 'Ierland',
  LU: 'Luxemburg',
  NL: 'Nederland',
  DE: 'Duitsland',
  FR: 'Frankrijk',
  BE: 'België',
  GB: 'Verenigd Koninkrijk',
  US: 'Verenigde Staten',
};

/** The country code of an ISIN ('IE' for IE00B4L5Y983). */
export function isinCountry(isin: string): string {
  return isin.slice(0, 2).toUpperCase();
}

/** The fund's domicile in Dutch ('Ierland'), or its country code when the list does not name it. */
export function fundDomicile(isin: string): string {
  const code = isinCountry(isin);
  return COUNTRIES[code] ?? code;
}
