// The four FAQ sets (docs/behaviour.md#faq): reused by the hubs, the tools hub and /faq.
import type { QuestionAnswer } from '../lib/seo/jsonld';

export type FaqCategory = 'aandelen' | 'etfs' | 'brokers' | 'compound-interest';

export interface FaqItem extends QuestionAnswer {
  readonly question: string;
  readonly answer: string;
}

export interface FaqSet {
  readonly category: FaqCategory;
  /** Name on the filter button and in the list title 'FAQ - {name}'. */
  readonly name: string;
  readonly items: readonly FaqItem[];
}

/** Spec: 4 questions per set. */
export const FAQ_SET_SIZE = 4;

export const FAQ_ALL_LABEL = 'Alle vragen';
export const FAQ_ALL_TITLE = 'Alle veelgestelde vragen';

/** List title on /faq: 'Alle veelgestelde vragen' or 'FAQ - {category name}'. */
export function faqListTitle(category: FaqCategory | 'all'): string {
  if (category === 'all') return FAQ_ALL_TITLE;
  return `FAQ - ${faqSet(category).name}`;
}

export const FAQ_SETS: readonly FaqSet[] = [
  {
    category: 'aandelen',
    name: 'Aandelen',
    items: [
      {
        question: 'Wat is een aandeel?',
        answer:
          'Een aandeel is een bewijs van eigendom van een klein stukje van een bedrijf. Als aandeelhouder deel je mee in de winst, bijvoorbeeld via dividend, en in de waardeontwikkeling van het bedrijf. Meestal mag je ook stemmen op de aandeelhoudersvergadering.',
      },
      {
        question: 'Hoeveel geld heb ik nodig om te beginnen met aandelen?',
        answer:
          'Je kunt beginnen met het bedrag van één aandeel plus de orderkosten; bij brokers die fractionele aandelen aanbieden zelfs met een paar euro. Beleg alleen geld dat je de komende jaren niet nodig hebt en houd een buffer aan op je spaarrekening.',
      },
      {
        question: 'Wat is het verschil tussen een marketorder en een limietorder?',
        answer:
          'Een marketorder wordt direct uitgevoerd tegen de beste prijs die op dat moment beschikbaar is, dus je weet vooraf niet precies welke koers je krijgt. Bij een limietorder geef je zelf de hoogste prijs op die je wilt betalen (of de laagste die je wilt ontvangen); de order wordt alleen uitgevoerd als die prijs wordt gehaald.',
      },
      {
        question: 'Betaal ik belasting over mijn aandelen?',
        answer:
          'Voor particuliere beleggers vallen aandelen in box 3: je betaalt belasting over een verondersteld rendement op je vermogen op 1 januari boven het heffingsvrije vermogen, niet over elke koerswinst apart. Op dividend van Nederlandse bedrijven wordt 15% dividendbelasting ingehouden; die verreken je met je inkomstenbelasting.',
      },
    ],
  },
  {
    category: 'etfs',
    name: "ETF's",
    items: [
      {
        question: 'Wat is een ETF?',
        answer:
          "Een ETF (Exchange Traded Fund) is een beleggingsfonds dat je op de beurs koopt en verkoopt zoals een aandeel. De meeste ETF's volgen een index, zoals de AEX met 25 bedrijven of de S&P 500 met 500 bedrijven. Met één aankoop spreid je je geld dus over veel bedrijven tegelijk.",
      },
      {
        question: 'Wat betekent de TER van een ETF?',
        answer:
          'De TER (Total Expense Ratio) zijn de jaarlijkse kosten van het fonds, uitgedrukt als percentage van je belegde bedrag. Ze worden automatisch in de koers verrekend. Een TER van 0,07% betekent dat je per jaar €0,70 betaalt per €1.000 die je in de ETF hebt.',
      },
      {
        question: 'Wat is het verschil tussen een uitkerende en een accumulerende ETF?',
        answer:
          'Een uitkerende ETF betaalt het dividend van de bedrijven in het fonds aan jou uit, meestal per kwartaal of per jaar. Een accumulerende (herbeleggende) ETF belegt het dividend automatisch opnieuw in het fonds, zodat je vermogen via rente-op-rente groeit zonder dat je zelf iets hoeft te doen.',
      },
      {
        question: "Zijn ETF's veilig?",
        answer:
          'Het geld in een ETF is wettelijk gescheiden van het vermogen van de uitgever: gaat die failliet, dan blijven de beleggingen van het fonds van de beleggers. Dat beschermt je niet tegen koersdalingen. Een brede ETF beweegt mee met de markt en kan in een slecht jaar flink dalen, maar is door de spreiding minder riskant dan één los aandeel.',
      },
    ],
  },
  {
    category: 'brokers',
    name: 'Brokers',
    items: [
      {
        question: 'Wat is een broker?',
        answer:
          "Een broker is een bank of beleggingsonderneming die jouw koop- en verkooporders op de beurs uitvoert en je aandelen en ETF's voor je bewaart. Zonder broker kun je als particulier niet rechtstreeks op de beurs handelen.",
      },
      {
        question: 'Is mijn geld veilig als mijn broker failliet gaat?',
        answer:
          'Je effecten worden gescheiden van het vermogen van de broker bewaard, dus bij een faillissement blijven ze van jou. Gaat er toch iets mis, dan vergoedt het beleggerscompensatiestelsel in de EU tot minimaal €20.000. Geld op een rekening bij een bank valt onder het depositogarantiestelsel tot €100.000.',
      },
      {
        question: 'Welke kosten rekent een broker?',
        answer:
          'De belangrijkste kosten zijn de orderkosten per aan- of verkoop. Daarnaast kunnen valutakosten gelden als je belegt in een andere munt, zoals dollars, en soms jaarlijkse servicekosten of kosten per beurs. Vergelijk de kosten voor het soort orders dat jij plaatst: vaak kleine bedragen, of af en toe een grote order.',
      },
      {
        question: 'Waar let ik op bij het kiezen van een broker?',
        answer:
          "Kijk eerst naar het toezicht: kies een broker met een vergunning van een Europese toezichthouder, zoals de AFM, BaFin of de Central Bank of Ireland. Vergelijk daarna de kosten, het aanbod van aandelen en ETF's, het gebruiksgemak van de app en of de klantenservice Nederlands spreekt.",
      },
    ],
  },
  {
    category: 'compound-interest',
    name: 'Compound Interest',
    items: [
      {
        question: 'Wat is compound interest (rente-op-rente)?',
        answer:
          'Bij rente-op-rente levert het rendement dat je al hebt gemaakt zelf ook weer rendement op. Beleg je €1.000 tegen 5% per jaar, dan heb je na één jaar €1.050 en na twee jaar €1.102,50, omdat je in jaar twee ook 5% krijgt over de eerste €50. Na tien jaar is het ongeveer €1.628,89.',
      },
      {
        question: 'Hoe rekent de compound interest calculator?',
        answer:
          'De calculator rekent per jaar in twaalf maandelijkse stappen, waarin je saldo telkens met het jaarrendement gedeeld door twaalf groeit. Je inleg wordt elke maand toegevoegd, of bij jaarlijkse inleg één keer aan het eind van het jaar. Standaard start je met €2.500 en leg je vijf jaar lang €500 per maand in tegen 5% rendement.',
      },
      {
        question: 'Wat is de reële waarde?',
        answer:
          "De reële waarde is je eindbedrag gecorrigeerd voor inflatie: wat het waard is in de koopkracht van nu. De calculator deelt de eindwaarde door (1 + inflatie) tot de macht van het aantal jaren. Zo is €10.000 over tien jaar bij 2% inflatie per jaar ongeveer €8.203 in euro's van vandaag.",
      },
      {
        question: 'Welk rendement moet ik invullen?',
        answer:
          "Dat weet niemand vooraf: rendementen zijn niet gegarandeerd. Wereldwijde aandelen leverden over lange perioden historisch gemiddeld rond de 7% per jaar op vóór inflatie, met grote uitschieters omhoog en omlaag tussen de jaren. Reken daarom liever met een voorzichtig percentage, bijvoorbeeld 4 of 5%, en probeer een paar scenario's.",
      },
    ],
  },
];

export function faqSet(category: FaqCategory): FaqSet {
  const set = FAQ_SETS.find((s) => s.category === category);
  if (!set) throw new Error(`Unknown FAQ category: ${category}`);
  return set;
}

export const ALL_FAQ_ITEMS: readonly FaqItem[] = FAQ_SETS.flatMap((s) => s.items);
