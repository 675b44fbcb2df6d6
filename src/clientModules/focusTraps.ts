import type {ClientModule} from '@docusaurus/types';

/**
 * Keyboard focus stays inside the two overlays while they are open, and comes back to what opened them
 * (WCAG 2.4.3): the search modal (DocSearch lets Tab walk out into the page behind it) and the mobile menu
 * (the theme's navbar sidebar neither takes focus nor closes on Escape). A document-level listener, so neither
 * src/theme/SearchBar nor the theme's navbar has to be swizzled.
 */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function openOverlay(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('.DocSearch-Modal') ??
    document.querySelector<HTMLElement>('.navbar-sidebar--show .navbar-sidebar')
  );
}

function tabbable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusable)).filter(
    // The menu slides its second panel in with a transform, so visibility, not layout, says what is reachable.
    (el) =>
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden' &&
      !el.closest('[inert], [aria-hidden="true"]'),
  );
}

function onKeyDown(event: KeyboardEvent): void {
  const overlay = openOverlay();
  if (!overlay) return;
  if (event.key === 'Escape' && overlay.matches('.navbar-sidebar')) {
    overlay.querySelector<HTMLElement>('.navbar-sidebar__close')?.click();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = tabbable(overlay);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && overlay.contains(active);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

let menuWasOpen = false;

/** The menu opens and closes by a class on the navbar: focus moves into it on open and back to its toggle on close. */
function watchMobileMenu(): void {
  const navbar = document.querySelector('nav.navbar');
  if (!navbar || navbar.hasAttribute('data-focus-watched')) return;
  navbar.setAttribute('data-focus-watched', '');
  new MutationObserver(() => {
    const open = navbar.classList.contains('navbar-sidebar--show');
    if (open === menuWasOpen) return;
    menuWasOpen = open;
    if (open) {
      // The panel is visibility: hidden until its slide-in transition starts, and a hidden button takes no focus.
      let frames = 30;
      const focusClose = (): void => {
        const close = navbar.querySelector<HTMLElement>('.navbar-sidebar__close');
        close?.focus();
        if (document.activeElement !== close && (frames -= 1) > 0) requestAnimationFrame(focusClose);
      };
      requestAnimationFrame(focusClose);
    } else {
      navbar.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    }
  }).observe(navbar, {attributes: true, attributeFilter: ['class']});
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', onKeyDown, true);
}

export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = () => {
  watchMobileMenu();
};
