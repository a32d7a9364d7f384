export { ContentLinkProvider, PageLink, type ContentTarget, type RenderContentLink } from './lib/common/content-link';
export { TENANT_DETAILS, type TenantDetails } from './lib/common/tenant-details';
export { PrivacyStatement } from './lib/privacy/privacy-statement';
export { type StoredItem } from './lib/privacy/browser-storage';
export { Imprint } from './lib/imprint/imprint';
export { AccessibilityStatement } from './lib/accessibility/accessibility-statement';
export { EasyLanguage } from './lib/easy-language/easy-language';
export { DownloadList } from './lib/downloads/download-list';
export { FaqList, QuestionList } from './lib/support/faq-list';
export type { FaqEntry } from './lib/support/faq-entries';
export { ContactForm, type KnownPerson } from './lib/forms/contact-form';
export { FeedbackForm } from './lib/forms/feedback-form';
export { checkRequest, type FieldErrors, type SendOutcome } from './lib/forms/form-values';
export { ErrorSummary } from './lib/forms/error-summary';
// The parts of the message forms, for other forms of the same kind (e.g. a school's on-demand request).
export { useMessageForm } from './lib/forms/use-message-form';
export { MessageFormFrame } from './lib/forms/message-form-frame';
export { FormField, controlStyle, fieldsOf } from './lib/forms/form-field';
export { SentConfirmation } from './lib/forms/sent-confirmation';
