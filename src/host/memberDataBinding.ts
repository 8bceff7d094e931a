import { effect } from '@preact/signals-react';
import type { Logger } from '../core/util/logger';
import type { MemberInfo } from '../core/account/memberInfo';
import { MEMBER_DATA_ATTR } from '../core/shell/hostAttributes';
import { boundValue, checkedOf, displayTextOf, sameState, selectionOf, textOf, type Bound, type ControlState } from '../core/account/memberData';
import { isLoggedIn, member, siteConfig } from '../state/store';
import { onHostDomChange } from './domObserver';
import type { FeatureContext } from './features';
import { currentMemberInfo } from './hostApi';

type Kind = 'text' | 'checkbox' | 'radio' | 'select' | 'display';
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types that hold no member value (a file input's value cannot even be set). */
const SKIPPED_INPUTS = new Set(['file', 'button', 'submit', 'reset', 'image']);

function kindOf(element: Element): Kind | null {
  if (element instanceof HTMLInputElement) {
    const type = element.type.toLowerCase();
    if (SKIPPED_INPUTS.has(type)) return null;
    return type === 'checkbox' ? 'checkbox' : type === 'radio' ? 'radio' : 'text';
  }
  if (element instanceof HTMLTextAreaElement) return 'text';
  if (element instanceof HTMLSelectElement) return 'select';
  return 'display';
}

function read(element: Element, kind: Kind): ControlState {
  if (kind === 'display') return element.textContent ?? '';
  if (kind === 'select') return [...(element as HTMLSelectElement).options].filter((o) => o.selected).map((o) => o.value);
  if (kind === 'text') return (element as Control).value;
  return (element as HTMLInputElement).checked;
}

/** What the member's value makes of the element; null leaves it as it is (nothing to show, no such option). */
function target(element: Element, kind: Kind, bound: Bound): ControlState | null {
  if (kind === 'display') return displayTextOf(bound);
  if (kind === 'text') return textOf(bound.value);
  if (kind === 'checkbox') return checkedOf(bound.value);
  if (kind === 'radio') return selectionOf(bound.value).includes((element as HTMLInputElement).value);
  const select = element as HTMLSelectElement;
  const wanted = selectionOf(bound.value);
  const values = [...select.options].map((o) => o.value).filter((v) => wanted.includes(v));
  return select.multiple ? values : values.length ? values.slice(0, 1) : null;
}

/**
 * Sets a property through the element's own prototype setter: frameworks that track a control's value
 * (React's controlled inputs) see the change with the events that follow, as they would a user's typing.
 */
function setNative(element: Element, property: 'value' | 'checked', value: string | boolean): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), property)?.set;
  if (setter) setter.call(element, value);
  else (element as unknown as Record<string, unknown>)[property] = value;
}

function write(element: Element, kind: Kind, state: ControlState): void {
  if (kind === 'display') {
    element.textContent = state as string;
    return;
  }
  if (kind === 'select') {
    const select = element as HTMLSelectElement;
    const wanted = state as readonly string[];
    // Option by option (a single select deselects the others itself): frameworks read the select on 'change'.
    for (const option of select.options) {
      if (select.multiple) option.selected = wanted.includes(option.value);
      else if (option.value === wanted[0]) option.selected = true;
    }
  } else setNative(element, kind === 'text' ? 'value' : 'checked', state as string | boolean);
  // Host frameworks and the page's own listeners learn of the change as from a user.
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** What the widget changed: the state before (a userInfo element's own nodes) and the state it wrote. */
interface Filled {
  kind: Kind;
  before: ControlState | Node[];
  wrote: ControlState;
}
const filled = new Map<Element, Filled>();
const reported = new Set<string>();

function fill(info: MemberInfo, logger: Logger): void {
  for (const element of document.querySelectorAll(`[${MEMBER_DATA_ATTR}]`)) {
    const kind = kindOf(element);
    if (!kind) continue;
    const property = element.getAttribute(MEMBER_DATA_ATTR) ?? '';
    const bound = boundValue(info, property);
    if (!bound) {
      if (!reported.has(property)) logger.log('WARN', 'EMBED', `Unknown member property "${property}" in ${MEMBER_DATA_ATTR}`);
      reported.add(property);
      continue;
    }
    const wanted = target(element, kind, bound);
    if (wanted === null) continue;
    const current = read(element, kind);
    let record = filled.get(element);
    if (record && !sameState(current, record.wrote)) {
      // Changed since the widget wrote it: a user's input is theirs to keep; a userInfo element the page
      // re-rendered starts afresh.
      if (kind !== 'display') continue;
      record = undefined;
    }
    record ??= { kind, before: kind === 'display' ? [...element.childNodes] : current, wrote: current };
    if (!sameState(current, wanted)) write(element, kind, wanted);
    record.wrote = read(element, kind);
    filled.set(element, record);
  }
}

/** After logout: every element the widget filled and nobody changed since goes back to what it was. */
function clear(): void {
  for (const [element, { kind, before, wrote }] of filled) {
    if (!element.isConnected || !sameState(read(element, kind), wrote)) continue;
    if (kind === 'display') element.replaceChildren(...(before as Node[]));
    else if (!sameState(before as ControlState, wrote)) write(element, kind, before as ControlState);
  }
  filled.clear();
}

/**
 * Autofill and userInfo embeds (part 1 §1, §2): elements with `data-ms-member` are filled from the same
 * MemberInfo the host API gives, when a member is loaded, again when their info changes, and for elements
 * the page adds later; on logout the widget takes back what it filled.
 */
export function install({ logger }: FeatureContext): void {
  const guarded = (work: () => void) => {
    try {
      work();
    } catch (error) {
      logger.log('ERROR', 'EMBED', 'Filling member data failed', error);
    }
  };
  const info = () => currentMemberInfo().memberInfo;
  effect(() => {
    const loggedIn = isLoggedIn.value;
    void member.value;
    void siteConfig.value; // custom fields come from the config
    const memberInfo = info();
    if (memberInfo) guarded(() => fill(memberInfo, logger));
    else if (!loggedIn) guarded(clear);
  });
  onHostDomChange(() => {
    const memberInfo = info();
    if (memberInfo) guarded(() => fill(memberInfo, logger));
  });
}
