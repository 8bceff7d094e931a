import type { TextKey } from '../core/texts/texts';
import { siteConfig } from '../state/store';
import { useServices } from './services';
import { t } from '../shell/t';

/**
 * 'You need to log out before…' with a Log out button. It ends the session and stays on the screen, which then
 * carries on as for a visitor: the logout redirector would leave the page, and the magic link with it.
 */
export function LogOutFirst({ text }: { text: string }) {
  const { runtime } = useServices();
  return (
    <>
      <p role="status">{text}</p>
      <button type="button" className="btn" onClick={() => runtime.session.end()}>
        {t('logOut')}
      </button>
    </>
  );
}

interface ContactLineProps {
  /** A text with a `{contactEmail}` placeholder; 'Please contact {contactEmail} for help.' by default. */
  text?: TextKey;
  /** Shown instead when the site has no contact address; nothing when not given. */
  without?: TextKey;
}

/** A text naming the site owner's contact address as a mail link (part 1 §8); never 'contact us ()'. */
export function ContactLine({ text = 'contactHelp', without }: ContactLineProps) {
  const address = siteConfig.value?.contactEmail;
  if (!address) return without ? <p>{t(without)}</p> : null;
  const [before = '', ...rest] = t(text).split('{contactEmail}');
  // Custom wording may drop the placeholder: then the text alone.
  if (rest.length === 0) return <p>{before}</p>;
  return (
    <p>
      {before}
      <a href={`mailto:${address}`}>{address}</a>
      {rest.join(address)}
    </p>
  );
}
