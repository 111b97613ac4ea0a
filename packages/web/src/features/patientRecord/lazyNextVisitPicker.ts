// The next-visit date picker (its form and checks) loads when it is opened, not with the screens that offer it.
import { lazyComponent } from '../../components/deferred/lazyComponent';

export const NextVisitPicker = lazyComponent(() => import('./NextVisitPicker').then((m) => m.NextVisitPicker));
