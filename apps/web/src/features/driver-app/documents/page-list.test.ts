import { DRIVER_APP_LIMITS } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { addPages, movePage, removePage } from './page-list';

let n = 0;
const newId = () => `p${++n}`;
const photo = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('the pages of a document', () => {
  it('adds photos and PDFs after the pages there, and refuses other files', () => {
    const first = addPages([], [photo('a.jpg')], newId);
    const pdf = new File(['%PDF'], 'b.pdf', { type: 'application/pdf' });
    const text = new File(['x'], 'c.txt', { type: 'text/plain' });
    const second = addPages(first.pages, [pdf, text], newId);
    expect(second.pages.map((p) => p.file.name)).toEqual(['a.jpg', 'b.pdf']);
    expect(second.problem).toBe('c.txt is not a photo or a PDF');
  });

  it('stops at the upload’s page limit', () => {
    const many = Array.from({ length: DRIVER_APP_LIMITS.filesMax + 2 }, (_, i) => photo(`${i}.jpg`));
    const added = addPages([], many, newId);
    expect(added.pages).toHaveLength(DRIVER_APP_LIMITS.filesMax);
    expect(added.problem).toBe(`A document holds at most ${DRIVER_APP_LIMITS.filesMax} pages`);
  });

  it('moves a page earlier or later within the list, and removes one', () => {
    const { pages } = addPages([], [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')], newId);
    const [a, b, c] = pages.map((p) => p.id) as [string, string, string];
    expect(movePage(pages, c, -1).map((p) => p.id)).toEqual([a, c, b]);
    expect(movePage(pages, a, -1).map((p) => p.id)).toEqual([a, b, c]);
    expect(movePage(pages, a, 1).map((p) => p.id)).toEqual([b, a, c]);
    expect(removePage(pages, b).map((p) => p.id)).toEqual([a, c]);
  });
});
