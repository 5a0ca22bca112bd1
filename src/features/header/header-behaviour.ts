/**
 * Header menus and the mobile menu. Menus open on click (and on hover with a fine pointer),
 * one at a time on desktop; Escape and a click outside close them. While a menu or the mobile
 * menu is open the header carries `dropdown-open`; the drawer also puts `modal-open` on <body>
 * and keeps focus inside itself. State lives in aria-expanded, which the CSS reads.
 */
const header = document.querySelector<HTMLElement>('[data-header]');
if (header) initHeader(header);

function initHeader(header: HTMLElement): void {
  const mobile = matchMedia('(max-width: 1024px)');
  const finePointer = matchMedia('(hover: hover) and (pointer: fine)');
  const burger = header.querySelector<HTMLButtonElement>('[data-nav-burger]');
  const navPanel = header.querySelector<HTMLElement>('[data-nav-panel]') ?? undefined;
  const drawer = header.dataset['mobileMenu'] === 'drawer';
  const toggles = [...header.querySelectorAll<HTMLButtonElement>('[data-menu-toggle]')];
  let navOpen = false;
  let hoverTimer = 0;
  let hoverOpened: HTMLButtonElement | null = null;

  const expanded = (b: Element | null) => b?.getAttribute('aria-expanded') === 'true';

  const sync = () => {
    const menuOpen = !mobile.matches && toggles.some(expanded);
    header.classList.toggle('dropdown-open', navOpen || menuOpen);
    header.classList.toggle('nav-open', navOpen);
    document.body.classList.toggle('modal-open', navOpen && drawer);
  };

  const setMenu = (toggle: HTMLButtonElement, open: boolean) => {
    // One open at a time on desktop; the mobile menu is an accordion.
    if (open && !mobile.matches)
      toggles.forEach((b) => b !== toggle && b.setAttribute('aria-expanded', 'false'));
    toggle.setAttribute('aria-expanded', String(open));
    sync();
  };

  const closeMenus = () => {
    toggles.forEach((b) => b.setAttribute('aria-expanded', 'false'));
    sync();
  };

  const setNav = (open: boolean, returnFocus = true) => {
    if (!burger || navOpen === open) return;
    navOpen = open;
    burger.setAttribute('aria-expanded', String(open));
    sync();
    if (open && drawer) navPanel?.querySelector<HTMLElement>('[data-nav-close]')?.focus();
    else if (!open && returnFocus) burger.focus();
  };

  // Submenus flagged mobileOpen start expanded in the mobile menu.
  const resetForViewport = () => {
    closeMenus();
    setNav(false, false);
    if (mobile.matches)
      header
        .querySelectorAll('[data-mobile-open] > [data-menu-toggle]')
        .forEach((b) => b.setAttribute('aria-expanded', 'true'));
  };

  toggles.forEach((toggle) => {
    toggle.addEventListener('click', () => {
      if (hoverOpened === toggle) {
        hoverOpened = null;
        return;
      }
      setMenu(toggle, !expanded(toggle));
    });
    const item = toggle.closest<HTMLElement>('[data-menu]');
    item?.addEventListener('mouseenter', () => {
      if (mobile.matches || !finePointer.matches) return;
      clearTimeout(hoverTimer);
      if (!expanded(toggle)) {
        setMenu(toggle, true);
        // The click that usually follows a hover must not close what the hover just opened.
        hoverOpened = toggle;
      }
    });
    item?.addEventListener('mouseleave', () => {
      if (mobile.matches || !finePointer.matches) return;
      hoverOpened = null;
      hoverTimer = window.setTimeout(() => setMenu(toggle, false), 160);
    });
  });

  burger?.addEventListener('click', () => setNav(!navOpen));
  header
    .querySelectorAll('[data-nav-close]')
    .forEach((el) => el.addEventListener('click', () => setNav(false)));

  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (
      !mobile.matches &&
      !toggles.some((b) => expanded(b) && b.closest('[data-menu]')?.contains(target))
    )
      closeMenus();
    if (navOpen && !drawer && !header.contains(target)) setNav(false, false);
  });

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      const open = mobile.matches ? undefined : toggles.find(expanded);
      if (open) {
        setMenu(open, false);
        open.focus();
      } else if (navOpen) setNav(false);
    } else if (event.key === 'Tab' && navOpen && drawer) trapFocus(event, navPanel);
  });

  mobile.addEventListener('change', resetForViewport);
  resetForViewport();
}

/** Keeps Tab and Shift+Tab inside the open drawer. */
function trapFocus(event: KeyboardEvent, container: HTMLElement | undefined): void {
  if (!container) return;
  const focusable = [
    ...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
  ].filter((el) => el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden');
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
