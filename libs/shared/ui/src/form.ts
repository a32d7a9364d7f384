// Form parts that only the lazily loaded forms use (the contact form, the settings),
// apart from the main entry: the first visit of a page does not load them.
export { CheckOption, type CheckOptionProps } from './lib/form/check-option';
export { RadioChoice, type RadioChoiceProps } from './lib/form/radio-choice';
