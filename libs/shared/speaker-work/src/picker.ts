// The offer editor's speakers' field: a picker from the directory with „Neu anlegen“ in place,
// apart from the directory's views (which load in a chunk of their own when opened).
export { SpeakerPicker } from './lib/picker/speaker-picker';
export { picksOf, speakerContentOf, type SpeakerPick } from './lib/picker/speaker-picks';
