/// <reference path="./memberspace.d.ts" />
// A site's own script, compiled next to the built memberspace.d.ts by test/unit/hostTypes.test.ts: it must compile.
// It listens to every event the widget dispatches and reads their details, calls the API and reads the settings.

declare const analytics: { track(name: string, data: Record<string, unknown>): void };

document.addEventListener('MemberSpace.ready', ({ detail }) => {
  if (detail.isLoggedIn) analytics.track('Ready', { email: detail.memberInfo?.email ?? 'not loaded yet' });
  else analytics.track('Ready', { visitor: detail.memberInfo === undefined });
});

document.addEventListener('MemberSpace.member.info', (event) => {
  const { memberInfo } = event.detail;
  const active = memberInfo.memberships.filter((m) => m.status === 'active' && m.type === 'subscription');
  const ends: (string | null)[] = memberInfo.memberships.map((m) => m.cancelsOn ?? m.billingPeriodEnd ?? m.expiresOn);
  const ids: (number | null)[] = memberInfo.memberships.map((m) => m.id);
  const welcome: string | null = memberInfo.memberships[0]?.welcomeUrl ?? null;
  const answers = memberInfo.customSignupFields.map((f) => [f.id, f.type, f.required, f.value, f.options?.map((o) => o.label)]);
  analytics.track('Member', {
    id: memberInfo.id,
    name: memberInfo.firstName,
    picture: memberInfo.profileImageUrl,
    active,
    ends,
    ids,
    welcome,
    answers,
  });
});

document.addEventListener('MemberSpace.member.logout', (event) => {
  analytics.track('Logout', { keys: Object.keys(event.detail).length });
});

document.addEventListener('MemberSpace.member.registration', ({ detail }) => {
  analytics.track('Sign Up', { email: detail.email, pending: detail.pendingApproval, id: detail.memberInfo?.id });
});

document.addEventListener('MemberSpace.conversion', (e) => {
  const total: number = e.detail.order.grandTotal;
  const cents: number = e.detail.order.grandTotalCents + e.detail.order.subTotalCents - e.detail.order.subTotal;
  const currency: string = e.detail.order.currency ?? 'none';
  analytics.track('Conversion', {
    order: e.detail.order.id,
    total,
    cents,
    currency,
    plan: e.detail.membership.publicPlanId,
    planId: e.detail.membership.planId,
    member: e.detail.member.email,
    customer: e.detail.member.stripeCustomerId ?? 'never paid',
  });
});

document.addEventListener('MemberSpace.purchase', ({ detail }) => {
  const price: number | null = detail.plan.amount;
  analytics.track('Purchase', { plan: detail.plan.name, price, trial: detail.plan.hasTrialPeriod, value: detail.order.grandTotal });
});

async function callTheApi(): Promise<void> {
  const ms = window.MemberSpace;
  if (!ms?.ready) return;
  const subdomain: string | undefined = ms.subdomain;
  const built: string = ms.build;
  const failure: string | undefined = ms.loadError;
  const info = ms.getMemberInfo();
  if (info.isLoggedIn) analytics.track('Known', { name: info.memberInfo?.name, subdomain, built, failure, env: ms.env });
  const metadata = await ms.getMemberMetadata();
  const updated = await ms.updateMemberMetadata({ videoTracker: { lesson1: { seconds: 42 } }, stale: null });
  analytics.track('Metadata', { before: metadata.videoTracker, after: updated.videoTracker });
  await ms.clearMemberMetadata();
  await Promise.all([ms.refreshSiteConfig(), ms.refreshMember()]);
  document.dispatchEvent(new Event('MemberSpace.refresh.member'));
}

// The page settings, typed.
if (window.MemberSpace) {
  window.MemberSpace.logging = ['PAYMENT', 'CORE'];
  window.MemberSpace.afterLoginUrl = '/welcome';
}
void callTheApi();
