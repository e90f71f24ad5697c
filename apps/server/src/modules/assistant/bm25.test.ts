import { describe, expect, it } from 'vitest';
import { Bm25Index, tokenize } from './bm25';

describe('BM25 retrieval', () => {
  const documents = [
    { id: 'outreach', text: 'Community Outreach in Kireka: feeding families, Saturday' },
    { id: 'worship', text: 'Night of Worship in the main sanctuary, Friday evening' },
    { id: 'give', text: 'Give by MTN Mobile Money or Airtel Money in UGX' },
    { id: 'youth', text: 'Youth Night: worship, games and teaching for young people' },
  ];
  const index = new Bm25Index(documents, (document) => document.text);

  it('ranks the document that shares the rarest words first', () => {
    expect(index.search('How do I give with mobile money?')[0]?.document.id).toBe('give');
    expect(index.search('outreach in Kireka')[0]?.document.id).toBe('outreach');
  });

  it('weighs a word used by fewer documents above a common one', () => {
    const results = index.search('worship night');
    expect(
      results
        .map((r) => r.document.id)
        .slice(0, 2)
        .sort(),
    ).toEqual(['worship', 'youth']);
    expect(index.search('youth worship')[0]?.document.id).toBe('youth');
  });

  it('finds nothing for a question about something else', () => {
    expect(index.search('What is the weather like?')).toEqual([]);
  });

  it('folds case, accents, plurals and question words away', () => {
    expect(tokenize('When are the EVENTS? Café teachings')).toEqual(['event', 'cafe', 'teach']);
  });
});
