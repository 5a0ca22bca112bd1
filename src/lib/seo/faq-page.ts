import type { Faq } from '../config/index.ts';
import type { JsonLdNode } from './json-ld-types.ts';

/** schema.org FAQPage for a page of questions, with the schema.org context (one script). */
export function faqPageJsonLd(faqs: readonly Faq[]): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
