import { prepared } from '../index';

describe('prepared statements', () => {
  it('name a text by what it says: equal texts share a name, different texts never do', () => {
    const text = 'SELECT $1::int AS n';
    expect(prepared(text)).toEqual(prepared(text));
    expect(prepared(text).name).not.toBe(prepared('SELECT $1::int AS m').name);
    expect(prepared(text).name).toMatch(/^fobu_[0-9a-f]{24}$/);
  });
});
