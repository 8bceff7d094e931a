import { useRef, useState } from 'react';
import { submitPostSignupFields } from '../../contract/memberships';
import { customFieldRules, customFieldsBody, formCustomFields, initialCustomValues, type FormCustomField } from '../../core/account/customFieldRules';
import type { RouteOf } from '../../core/shell/screens';
import { completionUrl, joinedMembership, questionnaireTexts, type Joined } from '../../core/signup/signup';
import { memberQuery, type MemberData } from '../../state/store';
import { useCloseGuard } from '../closeGuard';
import { CustomFields } from '../form/CustomFields';
import { Form, Submit } from '../form/Form';
import { useForm } from '../form/useForm';
import { useServices } from '../services';
import { LoadFailed, Loading, WithMember } from '../Status';
import { t } from '../../shell/t';

/**
 * Post-signup questionnaire (part 2 §2): thanks (or 'Plan updated!' for a replacement), the receipt line for
 * paid plans, then the plan's post-signup fields and 'All Done', or 'Access Content'. Completion goes to the
 * plan's welcome URL, else its content URL.
 */
export function PostJoinQuestionnaire({ route }: { route: RouteOf<'postJoinQuestionnaire'> }) {
  const { runtime } = useServices();
  return (
    <WithMember>
      {(m) => {
        // The plan joined stands in until the reloaded member lists it live (core/signup/signup.ts joinedMembership).
        const ms = joinedMembership(route.publicPlanId, m.memberships, route.joined);
        if (ms) return <Questionnaire membership={ms} member={m} replacement={route.replacement ?? false} />;
        // Opened without the plan joined and not in the member yet: their reload is running, or failed (ask again).
        const query = memberQuery.value;
        if (query.fetching) return <Loading />;
        return <LoadFailed message={t('general')} retryLabel={t('refresh')} onRetry={() => void runtime.member.run()} />;
      }}
    </WithMember>
  );
}

interface Props {
  membership: Joined;
  member: MemberData;
  replacement: boolean;
}

function Questionnaire({ membership, member: m, replacement }: Props) {
  const { runtime, close, leaveTo } = useServices();
  // The fields as they were when the screen opened: the member reloading after 'All Done' must not re-key the form.
  const [fields] = useState<readonly FormCustomField[]>(() => formCustomFields(membership.customPostSignupFields, runtime.logger));
  const [warned, setWarned] = useState(false);
  const finished = useRef(false);
  const hasFields = fields.length > 0;

  /** On to the plan's page; with none, the dialog just closes. The session is persisted before the page goes. */
  const complete = () => {
    finished.current = true;
    const url = completionUrl(membership);
    if (url) leaveTo(url);
    else close();
  };

  // Closing before the fields are done says so once (part 2 §2); a second close is the member's choice.
  useCloseGuard(() => {
    if (!hasFields || finished.current || warned) return true;
    setWarned(true);
    return false;
  });

  const form = useForm<Record<string, unknown>>({
    initial: initialCustomValues(fields, m.customSignupFieldValues),
    rules: customFieldRules(fields),
    submit: async (values) => {
      const result = await runtime.client(submitPostSignupFields, {
        params: { planId: membership.publicPlanId },
        body: { customPostSignupFieldValues: customFieldsBody(fields, values) },
      });
      if (!result.ok) return result.error;
      // The answers are the member's custom field values now: the member is asked again before leaving.
      await runtime.member.run();
      complete();
      return null;
    },
  });

  const [title, ...lines] = questionnaireTexts(membership.type, replacement, hasFields, membership.status);
  return (
    <div className="stack">
      <h1>{t(title!)}</h1>
      {lines.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
      {warned && (
        <p className="alert" role="alert" data-fill-fields="">
          {t('fillSignupFields')}
        </p>
      )}
      {hasFields ? (
        <Form form={form}>
          <CustomFields fields={fields} values={form.values} errors={form.errors} onValue={(name, value) => form.set(name)(value)} />
          <Submit label={t('allDone')} submitting={form.submitting} />
        </Form>
      ) : (
        <button type="button" className="btn cta" onClick={complete}>
          {t('questionnaireAccessContent')}
        </button>
      )}
    </div>
  );
}
