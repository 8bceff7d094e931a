/**
 * Type-only, checked by `npm run typecheck` (nothing here runs): the declarations a site's developer gets
 * (types/memberspace.d.ts, shipped as dist/memberspace.d.ts, which must stand alone and so cannot import ours) say
 * exactly what the widget does. Each public type equals the widget's own, so a change on one side that the other does
 * not follow (a field, an optional key, an event, a page setting, a call) fails here.
 */
import type * as Public from '../../types/memberspace';
import type { PlanType } from '../../src/contract/common';
import type { MemberMetadata } from '../../src/contract/member';
import type { HostCustomField, HostMembership, MemberInfo } from '../../src/core/account/memberInfo';
import type { ButtonOffsets } from '../../src/core/shell/buttonOffsets';
import type { PageSettingName } from '../../src/core/shell/pageConfig';
import type { Env } from '../../src/core/shell/settings';
import type { ConversionDetail, ConversionMember, ConversionOrder, PurchaseDetail, PurchasePlan } from '../../src/core/signup/purchaseEvent';
import type { Topic } from '../../src/core/util/logger';
import type { EVENTS, EventDetails } from '../../src/host/events';
import type { HostCalls, MemberInfoResult } from '../../src/host/hostApi';
import type { RegistrationDetail } from '../../src/host/registrationEvent';

/** True only when A and B are the same type (optional keys, readonly and all), not merely assignable. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

/** The public event map's details, by event name (never for an entry that is not a CustomEvent). */
type Details<M> = { [K in keyof M]: M[K] extends CustomEvent<infer D> ? D : never };

type Api = Public.MemberSpace;
/** What the loader and the host API install beside the settings. */
type Installed = 'ready' | 'build' | 'loadError' | 'getMemberInfo' | keyof HostCalls;

export type Checks = [
  // Members and memberships (HOST-API §4).
  Expect<Equal<Public.MemberInfo, MemberInfo>>,
  Expect<Equal<Public.Membership, HostMembership>>,
  Expect<Equal<Public.CustomSignupField, HostCustomField>>,
  Expect<Equal<Public.MembershipType, typeof PlanType.TYPE>>,
  Expect<Equal<Public.MemberInfoResult, MemberInfoResult>>,
  Expect<Equal<Public.MemberMetadata, typeof MemberMetadata.TYPE>>,
  // Every event the widget dispatches, and only those, each with its detail.
  Expect<Equal<Details<Public.MemberSpaceEventMap>, EventDetails>>,
  Expect<Equal<Public.ConversionDetail, ConversionDetail>>,
  Expect<Equal<Public.ConversionOrder, ConversionOrder>>,
  Expect<Equal<Public.ConversionMember, ConversionMember>>,
  Expect<Equal<Public.PurchaseDetail, PurchaseDetail>>,
  Expect<Equal<Public.PurchasePlan, PurchasePlan>>,
  Expect<Equal<Public.RegistrationDetail, RegistrationDetail>>,
  Expect<Equal<Public.MemberSpaceRefreshEvent, (typeof EVENTS)['refreshSiteConfig' | 'refreshMember']>>,
  // window.MemberSpace: the page settings the widget checks, and what it installs.
  Expect<Equal<keyof Public.MemberSpaceSettings, PageSettingName>>,
  Expect<Equal<Public.MemberSpaceEnvironment, Env>>,
  Expect<Equal<Public.MemberButtonOffsets, ButtonOffsets>>,
  Expect<Equal<Public.MemberSpaceLogTopic, Topic>>,
  Expect<Equal<Exclude<keyof Api, keyof Public.MemberSpaceSettings>, Installed>>,
  Expect<Equal<ReturnType<Api['getMemberInfo']>, MemberInfoResult>>,
  Expect<Equal<{ [K in keyof HostCalls]: ReturnType<Api[K]> }, { [K in keyof HostCalls]: ReturnType<HostCalls[K]> }>>,
];
