import { MemoryStorage } from '../../testing/fake-identity-provider';
import { formDraftPath, restoreFormDraft, saveFormDraft } from './form-draft';

describe('input kept over a time-out', () => {
  it('saves the open screen’s fields (no passwords) and puts them back on the same screen only', () => {
    const storage = new MemoryStorage();
    document.body.innerHTML = `<main><input name="titel" value="Mathe"><textarea id="notiz">Hallo</textarea>
      <input type="radio" name="rolle" value="a"><input type="radio" name="rolle" value="b" checked><input type="password" name="pw" value="x"></main>`;
    saveFormDraft(document.body, '/iqsh/lehrkraft/rollenwechsel', storage);
    expect(formDraftPath(storage)).toBe('/iqsh/lehrkraft/rollenwechsel');
    expect(storage.getItem('fobu-form-draft')).not.toContain('"pw"');

    document.body.innerHTML = `<main><input name="titel"><textarea id="notiz"></textarea>
      <input type="radio" name="rolle" value="a" checked><input type="radio" name="rolle" value="b"></main>`;
    expect(restoreFormDraft(document.body, '/iqsh/lehrkraft/hilfe', storage)).toBe(false);
    expect(restoreFormDraft(document.body, '/iqsh/lehrkraft/rollenwechsel', storage)).toBe(true);
    expect((document.querySelector('[name=titel]') as HTMLInputElement).value).toBe('Mathe');
    expect((document.querySelector('#notiz') as HTMLTextAreaElement).value).toBe('Hallo');
    expect((document.querySelector('[value=b]') as HTMLInputElement).checked).toBe(true);
    expect(formDraftPath(storage)).toBeUndefined();
  });
});
