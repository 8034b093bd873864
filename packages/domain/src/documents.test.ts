import { describe, expect, it } from 'vitest';
import { documentTagList, documentUpdate, documentUploadFields } from './documents';

describe('document tags', () => {
  it('are trimmed, without empty ones, each kept once whatever its case, as first written', () => {
    expect(documentTagList('dot, medical, dot')).toEqual(['dot', 'medical']);
    expect(documentTagList(' DOT ,, medical ,Dot, ')).toEqual(['DOT', 'medical']);
    expect(documentTagList(null)).toEqual([]);
    expect(documentTagList(' , ')).toEqual([]);
  });

  it('are stored written out again, by the upload and the edit alike', () => {
    const upload = documentUploadFields.parse({
      document_type: 'other',
      category: 'company',
      tags: 'dot, medical, dot',
    });
    expect(upload.tags).toBe('dot, medical');
    expect(documentUpdate.parse({ tags: 'a,b,,A' }).tags).toBe('a, b');
    expect(documentUpdate.parse({ tags: ' , ' }).tags).toBe('');
    expect(documentUpdate.parse({ tags: null }).tags).toBeNull();
  });

  it('refuse more than 500 characters, also once written out again', () => {
    expect(documentUpdate.safeParse({ tags: 'x'.repeat(501) }).success).toBe(false);
    const many = Array.from({ length: 160 }, (_, i) => `${i % 10}${String.fromCharCode(97 + Math.floor(i / 10))}`).join(
      ',',
    );
    expect(many.length).toBeLessThanOrEqual(500);
    expect(documentUpdate.safeParse({ tags: many }).error?.issues[0]?.message).toBe(
      'Tags must be 500 characters or less',
    );
  });
});
