// Side table of contents of an article: marks the section in view (aria-current="true").
// Scrolling to a section is a plain #id link; global.css makes it smooth unless the reader
// prefers reduced motion, and the headings' scroll-margin keeps them clear of the sticky header.
import { activeHeadingIndex, fragmentId, readingLine } from '../lib/toc';

function initToc(nav: HTMLElement): void {
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[data-toc-link]')];
  const headings = links
    .map((link) => document.getElementById(fragmentId(link.hash)))
    .filter((h): h is HTMLElement => h !== null);
  if (headings.length === 0 || headings.length !== links.length) return;

  let current = -2;
  const mark = (index: number): void => {
    if (index === current) return;
    current = index;
    links.forEach((link, i) => {
      if (i === index) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    });
    // A long list scrolls inside the sticky box: keep the marked link visible there (the nav is
    // positioned, so it is the links' offsetParent). Only the list scrolls, never the page.
    const link = links[index];
    if (
      link &&
      (link.offsetTop < nav.scrollTop || link.offsetTop + link.offsetHeight > nav.scrollTop + nav.clientHeight)
    ) {
      nav.scrollTop = link.offsetTop - nav.clientHeight / 2;
    }
  };

  const line = (): number => readingLine(parseFloat(getComputedStyle(headings[0]!).scrollMarginTop));

  let queued = false;
  const update = (): void => {
    queued = false;
    const viewportHeight = window.innerHeight;
    const scroller = document.scrollingElement ?? document.documentElement;
    const hashId = fragmentId(location.hash);
    mark(
      activeHeadingIndex({
        tops: headings.map((h) => h.getBoundingClientRect().top),
        line: line(),
        atBottom: scroller.scrollTop + viewportHeight >= scroller.scrollHeight - 2,
        hashIndex: headings.findIndex((h) => h.id === hashId),
        viewportHeight,
      }),
    );
  };
  const schedule = (): void => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };

  // Every time a heading crosses the reading line (or the page end comes into view) the section
  // in view may have changed: the observers say when, update() decides which. The band above the
  // line depends on the viewport height, so the heading observer is rebuilt on resize.
  let observer: IntersectionObserver | undefined;
  const observe = (): void => {
    observer?.disconnect();
    const bottom = Math.max(0, window.innerHeight - line());
    observer = new IntersectionObserver(schedule, { rootMargin: `0px 0px -${bottom}px 0px` });
    headings.forEach((h) => observer?.observe(h));
  };
  observe();
  const end = document.createElement('div');
  end.setAttribute('aria-hidden', 'true');
  // At the end of the page, not of the article: what follows the article (related guides, footer) can be taller than
  // a short screen, and a jump to the end would then pass the article's end without it ever being in view.
  document.body.append(end);
  new IntersectionObserver(schedule).observe(end);

  window.addEventListener('hashchange', schedule);
  window.addEventListener(
    'resize',
    () => {
      observe();
      schedule();
    },
    { passive: true },
  );
  schedule();
}

document.querySelectorAll<HTMLElement>('[data-toc]').forEach(initToc);
