import { AccountForms } from '~/features/shop/components/account-forms.tsx';
import { ShopPage } from '~/features/shop/components/shop-page.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** /shop/login-register: demo account forms (validated in the browser, no account is created). */
export default function LoginRegisterPage() {
  return (
    <ShopPage>
      <AccountForms />
    </ShopPage>
  );
}
