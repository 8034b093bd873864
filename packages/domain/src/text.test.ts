import { describe, expect, it } from 'vitest';
import { customerCreate } from './customers';
import { csvCell, csvRow, escapeHtml, freeText, identifierText, phoneText } from './text';

const CARRIER_NOTES = ['Temp > 34F; call ahead', 'Dock 3 -- ask for Bob', 'Keep reefer online=true'];

describe('the text policy', () => {
  it('accepts what carriers write in free text, several lines included', () => {
    const note = freeText('Notes', 500, { multiline: true });
    for (const text of [...CARRIER_NOTES, 'Line one\nLine two\twith a tab', '<b>not markup here</b> & "quotes"'])
      expect(note.parse(text)).toBe(text);
    expect(customerCreate.parse({ name: 'Acme', notes: CARRIER_NOTES.join('\n') }).notes).toBe(
      CARRIER_NOTES.join('\n'),
    );
  });

  it('refuses control characters in free text, and line breaks in single-line fields', () => {
    const note = freeText('Notes', 500, { multiline: true });
    expect(note.safeParse('bell \u0007').error?.issues[0]?.message).toBe('Notes contains invalid characters');
    expect(note.safeParse('nul \u0000').success).toBe(false);
    expect(freeText('Tags', 50).safeParse('a\nb').success).toBe(false);
  });

  it('keeps identifiers strict', () => {
    const name = identifierText('Name', 100);
    for (const bad of ['<b>Acme</b>', "x'; DROP TABLE t;--", 'a /* b */', 'Tab\there'])
      expect(name.safeParse(bad).error?.issues[0]?.message).toBe('Name contains invalid characters');
    expect(name.parse("O'Neil Mary-Jo")).toBe("O'Neil Mary-Jo");
  });

  it('reads phone numbers one way everywhere', () => {
    for (const ok of ['+1 (555) 123-4567', '555.123.4567', '']) expect(phoneText().safeParse(ok).success).toBe(true);
    expect(phoneText('Invalid fax format').safeParse('555-CALL').error?.issues[0]?.message).toBe('Invalid fax format');
  });
});

describe('encoding on output', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`Temp > 34F & <script>"x"</script> 'y'`)).toBe(
      'Temp &#62; 34F &#38; &#60;script&#62;&#34;x&#34;&#60;/script&#62; &#39;y&#39;',
    );
  });

  it('neutralises CSV cells a spreadsheet would run as formulas, and quotes where needed', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const lead of ['+', '-', '@', '\t', '\r'])
      expect(csvCell(`${lead}1+2`).startsWith(`'`) || csvCell(`${lead}1+2`).startsWith(`"'`)).toBe(true);
    expect(csvCell(-12.5)).toBe('-12.5');
    // Money comes as text: a negative net is still a number, but anything more after the minus is not.
    expect(csvRow(['-300.00', '-7', '-1-2', '-3.5e2', '-12.50 '])).toBe("-300.00,-7,'-1-2,'-3.5e2,'-12.50 ");
    expect(csvCell('Dock 3, door 2')).toBe('"Dock 3, door 2"');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, '@b'])).toBe("a,1,'@b");
  });
});
