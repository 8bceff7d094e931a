import { signal } from '@preact/signals-react';
import type { ProtectionRule } from '../core/access/rules';

/** The rule protecting the page being viewed (null: unprotected), kept current across SPA navigations. */
export const pageRule = signal<ProtectionRule | null>(null);
