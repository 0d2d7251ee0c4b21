import { VerifyEmailForm } from '@/components/accounts/LinkForms';
import { accountPaths } from '@/site/account-copy';
import { confirmEmail } from '../_accounts/actions';
import { linkPageRoute } from '../_accounts/link-page';

/** /verify-email?token=…: the page a verification mail's link opens. */
const route = linkPageRoute(accountPaths.verifyEmail, VerifyEmailForm, confirmEmail);
export const generateMetadata = route.generateMetadata;
export default route.Page;
