import { menuIconOf } from '../../core/account/menuIcons';
import { isActiveItem } from '../../core/account/menuItems';
import { clickOf, isPlainClick, widgetPathOfClick } from '../../core/shell/widgetLink';
import { member, visibleMenu } from '../../state/store';
import { Avatar } from '../Avatar';
import { Chevron, Icon } from '../icons';
import { useServices } from '../services';
import { t } from '../../shell/t';
import { webHref } from '../../core/shell/webUrl';

/**
 * Member menu (part 1 §2): avatar and account button, then the items this member may see, each with the icon
 * of its emoji (ui/icons.tsx), then 'Log out' (ours: the spec lists no way out of the menu; it does what
 * /member/sign_out does).
 */
export function MemberMenu() {
  const { navigate, openPath, close, logOut } = useServices();
  const items = visibleMenu.value;
  const m = member.value;
  const onItem = (event: MouseEvent, url: string) => {
    const click = clickOf(event);
    // Ctrl/⌘/Shift-clicks open a tab or window as any link does; this page, and the menu, stay.
    if (!isPlainClick(click)) return;
    // Widget links (/content/…) open here; other pages load as links do, and the menu closes behind them.
    const path = widgetPathOfClick({ ...click, href: url, base: location.href });
    if (path !== null && openPath(path)) event.preventDefault();
    else close();
  };
  return (
    <nav className="menu" aria-labelledby="ms-menu-title">
      <h1 id="ms-menu-title" className="sr-only">
        {t('memberMenu')}
      </h1>
      <button type="button" className="menu-account" onClick={() => navigate({ name: 'account' })}>
        <Avatar size={44} />
        <span className="who">
          {m?.name && (
            <strong>
              <bdi>{m.name}</bdi>
            </strong>
          )}
          <span>{t('yourAccount')}</span>
        </span>
        <Chevron />
      </button>
      <ul>
        {items.map((item) => {
          const active = isActiveItem(item, location);
          return (
            <li key={`${item.type}-${item.resourceId}`}>
              <a
                href={webHref(item.url, location.href)}
                aria-current={active ? 'page' : undefined}
                className={active ? 'active' : undefined}
                onClick={(e) => onItem(e as unknown as MouseEvent, item.url)}
              >
                <Icon name={menuIconOf(item)} />
                <span className="label">{item.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <div className="menu-foot">
        <button type="button" className="menu-logout" onClick={logOut}>
          <Icon name="logout" />
          <span className="label">{t('logOut')}</span>
        </button>
      </div>
    </nav>
  );
}
