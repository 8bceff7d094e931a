import type { Route } from '../core/screens';
import type { WidthName } from '../core/constants';
import { TEXT } from '../core/texts';
import { route } from '../state/store';
import { MemberButton } from './MemberButton';
import { Modal } from './Modal';
import { ServicesContext, type Services } from './services';
import { Account } from './screens/Account';
import { Login } from './screens/Login';
import { Logout } from './screens/Logout';

const WIDTH: Record<Exclude<Route['name'], 'idle'>, WidthName> = { login: 'sm', account: 'medium', logout: 'sm' };
const TITLE: Record<Exclude<Route['name'], 'idle'>, string> = { login: TEXT.signIn, account: TEXT.yourAccount, logout: TEXT.logOut };

function Screen({ current }: { current: Exclude<Route, { name: 'idle' }> }) {
  switch (current.name) {
    case 'login':
      return <Login redirect={current.redirect} />;
    case 'account':
      return <Account />;
    case 'logout':
      return <Logout />;
  }
}

export function App({ services }: { services: Services }) {
  const current = route.value;
  return (
    <ServicesContext.Provider value={services}>
      <div className="ms">
      <MemberButton />
      {current.name !== 'idle' && (
        <Modal title={TITLE[current.name]} width={WIDTH[current.name]} onClose={services.close}>
          <Screen current={current} />
        </Modal>
      )}
      </div>
    </ServicesContext.Provider>
  );
}
