// The bot check of a form on Relay (§2, §5): the page spreads `...useBotCheck_appInfo` into its
// appInfo and hands it here; the token itself comes from useBotCheckToken.
import { graphql, useFragment } from 'react-relay';
import type { useBotCheck_appInfo$key } from '../../__generated__/useBotCheck_appInfo.graphql';
import { useBotCheckToken, type BotCheckAction, type GetBotToken } from './useBotCheckToken';

const fragment = graphql`
  fragment useBotCheck_appInfo on AppInfo {
    botCheck {
      provider
      siteKey
    }
  }
`;

/** `appInfo` is null while the page's query has not answered. */
export function useBotCheck(action: BotCheckAction, appInfo: useBotCheck_appInfo$key | null): GetBotToken {
  const data = useFragment(fragment, appInfo);
  return useBotCheckToken(action, data?.botCheck ?? null);
}
