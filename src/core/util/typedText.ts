/**
 * Unicode's invisible direction controls: the marks (ALM, LRM, RLM), embeddings and overrides, and isolates. A
 * right-to-left page carries them around the words it puts in a sentence (ours: core/texts/messageFormat.ts; other
 * apps' too), and a member who copies an e-mail or a coupon code from such a sentence pastes them with it.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * An identifier as the member typed or pasted it (an e-mail, a coupon code), as the server knows it: without
 * direction controls, which no such identifier holds, and without surrounding spaces. Not for passwords (sent
 * exactly as typed) nor free text (names, answers), whose marks a writer may mean.
 */
export const typedIdentifier = (text: string): string => text.replace(DIRECTION_CONTROLS, '').trim();
