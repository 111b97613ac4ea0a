// The send-message modal (its form and checks) loads when it is opened, not with the screens that offer it.
import { lazyComponent } from '../../components/deferred/lazyComponent';

export const PatientMessageDialog = lazyComponent(() => import('./PatientMessageDialog').then((m) => m.PatientMessageDialog));
