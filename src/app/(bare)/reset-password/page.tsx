import { ResetPasswordForm } from '@/components/accounts/LinkForms';
import { accountPaths } from '@/site/account-copy';
import { resetPassword } from '../_accounts/actions';
import { linkPageRoute } from '../_accounts/link-page';

/** /reset-password?token=…: the page a reset mail's link opens. */
const route = linkPageRoute(accountPaths.resetPassword, ResetPasswordForm, resetPassword);
export const generateMetadata = route.generateMetadata;
export default route.Page;
