import type { Broker } from '../../data/brokers';

/**
 * A broker's logo over its first letter, the one logo markup of the site: islands render it, and Astro pages render
 * it without client JavaScript (no `client:` directive). If the image fails (src/scripts/brokers.ts removes it on
 * the pages), the letter underneath stays visible in a box of the same size (no layout shift). A provider without a
 * licensed logo (`logo: null`) shows only the letter: the same neutral mark, never a copied trademark file.
 */
export default function BrokerMark({ broker }: { readonly broker: Pick<Broker, 'name' | 'logo'> }) {
  return (
    <span className="logo-mark" data-logo>
      <span aria-hidden="true" data-logo-letter>
        {broker.name.charAt(0)}
      </span>
      {broker.logo && (
        <img
          src={broker.logo.src}
          width={broker.logo.width}
          height={broker.logo.height}
          alt=""
          decoding="async"
          className="absolute inset-0 size-12"
          data-logo-img
        />
      )}
    </span>
  );
}
