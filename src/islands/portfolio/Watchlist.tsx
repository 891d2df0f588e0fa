// /portfolio/watchlist: search with the ARIA combobox pattern, the add form, and the list with
// favourite toggles and in-place editing of target and notes. The parts live in ./watchlist/.
import { useRef, useState } from 'react';
import { tWatchlist } from '../../i18n/en/watchlist';
import type { StockQuote } from '../../lib/portfolio/types';
import { removeStock } from '../../stores/watchlistEdit';
import CardSection from '../ui/CardSection';
import { PortfolioPage } from './shared';
import { SaveFailedNotice, useWatchlist } from './watchlistShared';
import AddForm from './watchlist/AddForm';
import StockSearch from './watchlist/StockSearch';
import WatchlistTable from './watchlist/WatchlistTable';

export default function Watchlist() {
  return (
    <PortfolioPage
      title={tWatchlist('watchlist.title')}
      subtitle={tWatchlist('watchlist.subtitle')}
      signedOut={{ title: tWatchlist('watchlist.signedOut.title'), text: tWatchlist('watchlist.signedOut.text') }}
      notices={<SaveFailedNotice />}
      loadingLabel={tWatchlist('watchlist.loading')}
    >
      {() => <WatchlistContent />}
    </PortfolioPage>
  );
}

function WatchlistContent() {
  const items = useWatchlist();
  const [picked, setPicked] = useState<StockQuote | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  // After adding, cancelling or removing, focus goes to a place that still exists and a status says what happened.
  function closeForm(message = '') {
    setPicked(undefined);
    setAnnouncement(message);
    searchRef.current?.focus();
  }

  function remove(symbol: string) {
    removeStock(symbol);
    setAnnouncement(tWatchlist('watchlist.removed', { symbol }));
    listHeadingRef.current?.focus();
  }

  return (
    <>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <CardSection headingId="add-title" title={tWatchlist('watchlist.addTitle')}>
        <StockSearch inputRef={searchRef} onPick={setPicked} />
        {picked && (
          <AddForm
            key={picked.symbol}
            stock={picked}
            onCancel={() => closeForm()}
            onAdded={() => closeForm(tWatchlist('watchlist.added', { symbol: picked.symbol }))}
          />
        )}
      </CardSection>

      <section aria-labelledby="list-title" className="card mt-8">
        <h2
          id="list-title"
          ref={listHeadingRef}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
        >
          {tWatchlist('watchlist.listTitle', { count: items.length })}
        </h2>
        {items.length === 0 ? (
          <div className="py-10 text-center">
            <p className="text-lg font-semibold text-slate-900 dark:text-white">
              {tWatchlist('watchlist.empty.title')}
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{tWatchlist('watchlist.empty.text')}</p>
          </div>
        ) : (
          <WatchlistTable items={items} onRemove={remove} />
        )}
      </section>
    </>
  );
}
