import { emojiOf, type MenuItemData } from './menuItems';

/*
 * The member menu's icons, apart from menuItems.ts: that module's rules run at boot, this table only when the menu
 * opens (the screens chunk).
 */
/** The icons a menu item can show (ui/icons.tsx draws them). */
export type MenuIconName =
  | 'lock'
  | 'book'
  | 'video'
  | 'chat'
  | 'home'
  | 'star'
  | 'calendar'
  | 'file'
  | 'music'
  | 'download'
  | 'gift'
  | 'heart'
  | 'user'
  | 'drop'
  | 'link'
  | 'image'
  | 'mail'
  | 'bell'
  | 'play';

/**
 * The site owner picks each item's emoji from a picker; we draw the nearest icon instead of the emoji itself (a
 * system without an emoji font shows an empty box). The emoji most often picked for a members' menu, grouped by
 * what they stand for.
 */
const EMOJI_ICONS: Record<MenuIconName, string> = {
  lock: '🔒🔓🔐🔑🗝',
  book: '📚📖📘📕📗📙📓📔📒🎓✏🖊',
  video: '🎬🎥📺📹📽🎞',
  chat: '💬🗨💭📣📢👋',
  home: '🏠🏡🏘',
  star: '⭐🌟✨🏆🏅🥇💎👑🚀🔥',
  calendar: '📅📆🗓⏰⏳',
  file: '📄📃📝📋📁📂🗂📑📊📈',
  music: '🎵🎶🎧🎙🎤🎸🎹',
  download: '📥⬇💾',
  gift: '🎁🎉🎊',
  heart: '❤💖💜💙💚💛🧡🤍🖤💕',
  user: '👤👥🧘🏃💪🙂😀😊👩👨🧑',
  drop: '💧💦🌊',
  link: '🔗🌐🌍🌎🌏',
  image: '🖼📷📸🎨',
  mail: '✉📧📩📨📬',
  bell: '🔔',
  play: '▶⏯',
};
/** What each type of item shows when its emoji is missing or not in the table. */
const TYPE_ICONS: Record<string, MenuIconName> = { page: 'file', content: 'play', link: 'link' };

/** The icon of a menu item: its emoji's (decoded from the code point), else its type's, else a page's. */
export function menuIconOf(item: Pick<MenuItemData, 'emojiCodePoint' | 'type'>): MenuIconName {
  const emoji = emojiOf(item.emojiCodePoint);
  if (emoji) {
    for (const [name, chars] of Object.entries(EMOJI_ICONS) as [MenuIconName, string][]) {
      if ([...chars].includes(emoji)) return name;
    }
  }
  return TYPE_ICONS[item.type] ?? 'file';
}
