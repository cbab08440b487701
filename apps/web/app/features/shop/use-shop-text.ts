import { useMessages } from '~/i18n/i18n-context.tsx';
import { shopEn, type ShopMessages } from '~/i18n/messages.shop.ts';

/**
 * The shop's cart and checkout texts in the page's language: a translated shop page's route module provides
 * its language's (`shop` in I18nProvider's catalogue); English pages get the shop's defaults. Only the shop's
 * modules import this, so no other page carries the shop's texts.
 */
export const useShopText = (): ShopMessages => useMessages().shop ?? shopEn;
