import { csvCell, csvLine } from './csv';

describe('csv cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', `"'\r=1"`],
  ])('keeps %j from running as a formula', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes commas, quotes and line breaks, and leaves numbers, dates and empties plain', () => {
    expect(csvCell('Keys, "Dive" Shop')).toBe('"Keys, ""Dive"" Shop"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(new Date('2026-11-28T07:00:00Z'))).toBe('2026-11-28T07:00:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});
