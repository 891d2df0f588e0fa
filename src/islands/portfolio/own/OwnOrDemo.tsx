// The history, allocation and analytics screens: the reader's own portfolio (the one the dashboard builds from the
// exports kept on this device, src/stores/ownPortfolio.ts) once there is one, else the spec's sample marked 'Demo'
// with an invitation to choose files on the dashboard. The file field itself is on the dashboard and /portfolio only.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { tOwn } from '../../../i18n/en/own';
import { tPortfolio } from '../../../i18n/en/portfolio';
import type { PortfolioView } from '../../../lib/portfolio/view';
import { $ownPortfolio } from '../../../stores/ownPortfolio';
import { HYDRATION_SAFE } from '../../ui/useHydrated';
import { Spinner } from '../shared';
import DemoNote from './DemoNote';

export default function OwnOrDemo({
  own,
  demo,
}: {
  own: (portfolio: PortfolioView) => ReactNode;
  demo: () => ReactNode;
}) {
  const state = useStore($ownPortfolio, HYDRATION_SAFE);
  // Reading what this device keeps: not yet known whether there is a portfolio to build.
  if (state.status === 'loading') return <Spinner label={tPortfolio('portfolio.loading')} />;
  if (state.status === 'ready' && (state.stored || state.portfolio === null)) {
    if (state.portfolio) return own(state.portfolio);
    if (state.portfolio === null)
      return (
        <p role="alert" className="mt-6 font-medium text-red-800 dark:text-red-200">
          {tOwn('own.buildFailed')}
        </p>
      );
    return <Spinner label={tOwn('own.building')} />;
  }
  return (
    <>
      <DemoNote invite />
      {demo()}
    </>
  );
}
