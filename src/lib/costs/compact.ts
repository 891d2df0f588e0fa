// The tariffs as the cost tool's arithmetic needs them, for its page to hand to the island: the components and
// selection memberships that hold on the tool's date, with their figures and conditions but without their words,
// sources and check dates (those are on the page, under 'Zo rekenen we'). The island's bundle then carries no
// tariff at all, and a tariff change reaches the tool with the page that shows it.
import type { BrokerTariff, FeeSource, TariffComponent } from '../../data/providers/types.ts';
import { holdsOn, TARIFF_DATE } from './tariff.ts';

/** Stands in for a source the arithmetic never reads (the type asks for one). */
const NO_SOURCE: FeeSource = { title: '', url: '' };

function compactComponent(component: TariffComponent): TariffComponent {
  const { note: _note, confirmed: _confirmed, validFromSeen: _seen, ...rest } = component;
  const readings = component.readings?.map((reading) => ({ ...reading, source: NO_SOURCE, note: '', checked: '' }));
  return { ...rest, source: NO_SOURCE, checked: '', ...(readings ? { readings } : {}) };
}

/** A tariff on a date with only what computing a cost reads. */
export function compactTariff(tariff: BrokerTariff, date: string = TARIFF_DATE): BrokerTariff {
  const selections = tariff.selections
    ?.filter((membership) => holdsOn(membership, date))
    .map(({ note: _note, confirmed: _confirmed, validFromSeen: _seen, ...membership }) => ({
      ...membership,
      source: NO_SOURCE,
      checked: '',
    }));
  return {
    broker: tariff.broker,
    plans: tariff.plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      components: plan.components.filter((component) => holdsOn(component, date)).map(compactComponent),
    })),
    ...(selections ? { selections } : {}),
  };
}
