/**
 * The one rule for text people see or the shop stores (names, descriptions, messages, reasons, reviews, addresses):
 * well-formed Unicode (no lone surrogate), no control character (C0 and C1, NUL included; line breaks and tabs only in
 * a field written on several lines) and no bidirectional embedding, override or isolate (U+202A-U+202E,
 * U+2066-U+2069), which would reorder the text around it on every page that shows it. Every schema that takes such a
 * field checks it with `isSafeText` and answers this one message (docs/errors.md).
 */
export const TEXT_RULE_MESSAGE = 'Must not contain control characters';

const UNSAFE_LINE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
const UNSAFE_LINES = /[^\P{Cc}\n\r\t]|[\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

/** Whether `text` follows the text rule; `multiline` allows line breaks and tabs. */
export function isSafeText(text: string, multiline = false): boolean {
  return !(multiline ? UNSAFE_LINES : UNSAFE_LINE).test(text);
}

/** `isSafeText` for a field written on one line (a refine callback). */
export const isSafeLine = (text: string): boolean => isSafeText(text, false);
/** `isSafeText` for a field written on several lines (a refine callback). */
export const isSafeLines = (text: string): boolean => isSafeText(text, true);
