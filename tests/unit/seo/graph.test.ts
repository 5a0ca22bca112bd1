import { describe, expect, it } from 'vitest';
import { faqPageJsonLd, jsonLdGraph } from '../../../src/lib/seo/index.ts';

describe('jsonLdGraph', () => {
  it('wraps nodes in one schema.org @graph', () => {
    expect(jsonLdGraph([{ '@type': 'A' }, { '@type': 'B' }])).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'A' }, { '@type': 'B' }],
    });
  });
});

describe('faqPageJsonLd', () => {
  it('lists each question with its accepted answer', () => {
    expect(
      faqPageJsonLd([
        { question: 'Q1?', answer: 'A1.' },
        { question: 'Q2?', answer: 'A2.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
        { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
      ],
    });
  });
});
