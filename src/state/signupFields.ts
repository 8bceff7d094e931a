import { computed, type ReadonlySignal } from '@preact/signals-react';
import { formCustomFields, type FormCustomField } from '../core/account/customFieldRules';
import type { Logger } from '../core/util/logger';
import { siteConfig } from './store';

const perLogger = new WeakMap<object, ReadonlySignal<readonly FormCustomField[]>>();

/**
 * The site's custom signup fields as the forms show them (edit profile, invitation), worked out once per site
 * configuration rather than once per form: a field of an unknown type is logged once per configuration.
 */
export function signupFields(logger: Pick<Logger, 'log'>): ReadonlySignal<readonly FormCustomField[]> {
  let fields = perLogger.get(logger);
  if (!fields) {
    fields = computed(() => formCustomFields(siteConfig.value?.customSignupFields ?? [], logger));
    perLogger.set(logger, fields);
  }
  return fields;
}
