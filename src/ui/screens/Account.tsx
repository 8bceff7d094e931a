import { membershipColour, membershipLabel } from '../../core/membershipLabel';
import { t } from '../t';
import { member } from '../../state/store';
import { useServices } from '../services';

/** Account page (part 1 §2): plans card and profile card; the full account area comes with its issue. */
export function Account() {
  const { logOut } = useServices();
  const m = member.value;
  if (!m) return <p className="loading">{t('loading')}</p>;
  return (
    <div>
      <h1>{t('yourAccount')}</h1>
      <div className="cards">
        <section className="card" aria-labelledby="ms-plans">
          <h2 id="ms-plans">{t('plans')}</h2>
          <ul>
            {m.memberships.map((ms) => (
              <li key={ms.id}>
                <div>{ms.name}</div>
                <span className={`status ${membershipColour(ms.status) ?? ''}`}>{membershipLabel(ms)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="ms-profile">
          <h2 id="ms-profile">{t('profile')}</h2>
          <p>
            <strong>{m.name}</strong>
            <br />
            {m.email}
          </p>
          <button
            type="button"
            className="link"
            onClick={logOut}
          >
            {t('logOut')}
          </button>
        </section>
      </div>
    </div>
  );
}
