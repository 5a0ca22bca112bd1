import type { DepositTerms } from '../../../lib/checkout/index.ts';

/** The deposit terms as the API sent them with the reservation (the confirmation's copy). */
export default function TermsView({ terms }: { terms: DepositTerms }) {
  return (
    <section className="reservation-terms" aria-labelledby="reservation-terms-title">
      <h2 id="reservation-terms-title" className="fc-heading fc-heading--md">
        {terms.title}
      </h2>
      {terms.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h3 className="fc-heading fc-heading--sm">Cooling off</h3>
      <p>{terms.coolingOff}</p>
      <h3 className="fc-heading fc-heading--sm">Refunds</h3>
      <p>{terms.refund}</p>
      {terms.sources.length > 0 && (
        <>
          <h3 className="fc-heading fc-heading--sm">Sources</h3>
          <ul className="fc-small">
            {terms.sources.map((source) => (
              <li key={source.url}>
                <a className="fc-link" href={source.url} rel="noopener" target="_blank">
                  {source.label}
                  <span className="fc-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
