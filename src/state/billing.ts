import { signal } from '@preact/signals-react';
import type { ApiResult } from '../api/client';
import { getInvoices, type ChargeRow } from '../contract/invoices';
import { cancelMembership } from '../contract/memberships';
import { applyRetentionDiscount, extendTrial, requestSupport } from '../contract/retention';
import { chargeKey } from '../core/signup/invoice';
import type { Intent } from '../core/signup/retention';
import type { Runtime } from './runtimeTypes';
import { afterMembershipChange } from './membershipChange';
import { createPagedQuery, initialPaged, type PagedState } from './pagedQuery';

/**
 * Sends the chosen retention intent (part 2 §7). The trial, discount and cancel calls carry the idempotency key;
 * the support request has none in the spec's table. After a change to the membership the member is loaded again,
 * so the account shows 'Cancels on {date}'; a cancellation first renews the token, whose claim lists the member's
 * live plans (a plan that ends at once must stop opening its content).
 */
export async function sendIntent(
  runtime: Pick<Runtime, 'client' | 'session' | 'member'>,
  planId: string,
  intent: Intent,
  values: { message: string; canceledReason: string },
  idempotencyKey: string,
): Promise<ApiResult<unknown>> {
  const params = { planId };
  const result =
    intent === 'requireSupport'
      ? await runtime.client(requestSupport, { params, body: { message: values.message.trim() } })
      : intent === 'wantToCancel'
        ? await runtime.client(cancelMembership, { params, body: { canceledReason: values.canceledReason.trim() || null, idempotencyKey } })
        : await runtime.client(intent === 'extendTrial' ? extendTrial : applyRetentionDiscount, { params, body: { idempotencyKey } });
  if (result.ok && intent !== 'requireSupport') {
    if (intent === 'wantToCancel') await afterMembershipChange(runtime);
    else await runtime.member.run();
  }
  return result;
}

export type Charge = typeof ChargeRow.TYPE;

/** The charge history (part 2 §2, §9): pages of 10 in the order the server keeps (newest first), merged by id. */
export function chargeHistory(runtime: Pick<Runtime, 'client'>) {
  const state = signal<PagedState<Charge>>(initialPaged());
  const query = createPagedQuery(state, {
    fetchPage: (page, pageSize) => runtime.client(getInvoices, { paging: { page, pageSize } }),
    pageSize: 10,
    key: chargeKey,
  });
  return { state, ...query };
}
