import { PersonenSucheQuerySchema } from '../index';

describe('messages the contract does not write itself', () => {
  it('are zod’s German ones, so that a form or a refused request never shows English', () => {
    const tooShort = PersonenSucheQuerySchema.safeParse({ q: 'a' });
    expect(tooShort.error?.issues[0]?.message).toBe('Zu klein: erwartet, dass string >=2 Zeichen hat');
  });
});
