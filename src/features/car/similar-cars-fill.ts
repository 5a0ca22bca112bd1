/**
 * Fills a car page's similar cars (SimilarCars.astro) from the site's similar-car file
 * (lib/cars/similar-cars-data.ts) once the shopper scrolls near them: the page holds one
 * placeholder per car, so nothing moves but the placeholders' contents. Should the file not
 * load, or no longer list the car, the section goes rather than show empty cards.
 */
import type { SimilarCard, SimilarCarsFile } from '../../lib/cars/similar-cars-data.ts';

/** How far ahead of the viewport the cards are fetched, so they are there when scrolled to. */
const AHEAD = '800px 0px';

function fillWhenNear(section: HTMLElement): void {
  if (!('IntersectionObserver' in window)) {
    void fill(section);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void fill(section);
    },
    { rootMargin: AHEAD },
  );
  observer.observe(section);
}

async function fill(section: HTMLElement): Promise<void> {
  const list = section.querySelector('[data-similar-list]');
  const template = section.querySelector<HTMLTemplateElement>('template[data-similar-card]');
  const { similarSrc = '', similarCar = '' } = section.dataset;
  try {
    const answer = await fetch(similarSrc);
    if (!answer.ok) throw new Error(`${similarSrc} answered ${answer.status}`);
    const data = (await answer.json()) as SimilarCarsFile;
    const cards = data.cars[similarCar] ?? [];
    if (!list || !template || cards.length === 0) {
      section.remove();
      return;
    }
    list.replaceChildren(...cards.map((card) => cardElement(template, card)));
    list.removeAttribute('aria-busy');
  } catch (error) {
    console.warn('Similar cars could not be loaded', error);
    section.remove();
  }
}

function cardElement(template: HTMLTemplateElement, card: SimilarCard): Node {
  const element = template.content.cloneNode(true) as DocumentFragment;
  const image = element.querySelector('img');
  if (image) {
    image.width = card.image.width;
    image.height = card.image.height;
    if (card.image.srcSet) image.srcset = card.image.srcSet;
    image.src = card.image.src;
  }
  const link = element.querySelector('a');
  if (link) {
    link.href = card.href;
    link.textContent = card.heading;
  }
  const sub = element.querySelector('[data-similar-sub]');
  if (card.subheading) sub?.replaceChildren(card.subheading);
  else sub?.remove();
  element.querySelector('[data-similar-amount]')?.replaceChildren(card.amount);
  element.querySelector('[data-similar-label]')?.replaceChildren(card.label);
  return element;
}

for (const section of document.querySelectorAll<HTMLElement>('[data-similar-cars]')) {
  fillWhenNear(section);
}
