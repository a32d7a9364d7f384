import { movedPick, picksOf, speakerContentOf } from './speaker-picks';

describe('an offer’s speakers in the editor', () => {
  it('pairs the names with the speakers picked, and sends both back', () => {
    const picks = picksOf({ referenten: ['Dr. Anna Berg', 'Jonas Kehl'], referentIds: [4, 9] });
    expect(picks).toEqual([
      { id: 4, name: 'Dr. Anna Berg' },
      { id: 9, name: 'Jonas Kehl' },
    ]);
    expect(speakerContentOf(picks)).toEqual({ referenten: ['Dr. Anna Berg', 'Jonas Kehl'], referentIds: [4, 9] });
  });

  it('keeps names from before the directory as typed, and then sends no numbers', () => {
    const picks = picksOf({ referenten: ['Dr. Anna Berg', 'Frei'], referentIds: [4] });
    expect(picks.map((pick) => pick.id)).toEqual([null, null]);
    expect(speakerContentOf([...picks, { id: 7, name: 'Neu' }])).toEqual({ referenten: ['Dr. Anna Berg', 'Frei', 'Neu'] });
    expect(speakerContentOf([])).toEqual({ referenten: [], referentIds: [] });
  });

  it('moves a speaker one place up or down, the order the public page shows, and leaves the ends as they are', () => {
    const picks = [
      { id: 1, name: 'Erste' },
      { id: 2, name: 'Zweite' },
      { id: 3, name: 'Dritte' },
    ];
    expect(movedPick(picks, 2, -1).map((pick) => pick.name)).toEqual(['Erste', 'Dritte', 'Zweite']);
    expect(movedPick(picks, 0, 1).map((pick) => pick.name)).toEqual(['Zweite', 'Erste', 'Dritte']);
    expect(movedPick(picks, 0, -1)).toEqual(picks);
    expect(movedPick(picks, 2, 1)).toEqual(picks);
    expect(speakerContentOf(movedPick(picks, 1, 1))).toEqual({ referenten: ['Erste', 'Dritte', 'Zweite'], referentIds: [1, 3, 2] });
  });
});
