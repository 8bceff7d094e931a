import { membershipColour, membershipLabel } from '../../core/membershipLabel';
import { TEXT } from '../../core/texts';
import { member } from '../../state/store';
import { useServices } from '../services';

/** Account page (part 1 §2): plans card and profile card; the full account area comes with its issue. */
export function Account() {
  const { logOut } = useServices();
  const m = member.value;
  if (!m) return <p className="loading">{TEXT.loading}</p>;
  return (
    <div>
      <h1>{TEXT.yourAccount}</h1>
      <div className="cards">
        <section className="card" aria-labelledby="ms-plans">
          <h2 id="ms-plans">{TEXT.plans}</h2>
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
          <h2 id="ms-profile">{TEXT.profile}</h2>
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
            {TEXT.logOut}
          </button>
        </section>
      </div>
    </div>
  );
}
