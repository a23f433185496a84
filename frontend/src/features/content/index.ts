/** Help and policy texts, rendered as page bodies (no page chrome) by /faq, /terms, /privacy and the /support tabs. */
export { FaqContent } from './FaqContent';
export { TermsContent } from './TermsContent';
export { PrivacyContent } from './PrivacyContent';
export { RefundContent } from './RefundContent';
export { ShippingContent } from './ShippingContent';
