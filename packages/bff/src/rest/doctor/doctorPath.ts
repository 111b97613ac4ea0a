// The eye care provider REST area (§7 /eyeCareProviders/{uid}): every call acts as the signed-in
// doctor `{uid}`; the REST service answers another doctor's patient as not found.

/** `/eyeCareProviders/{uid}{rest}`. */
export const doctorPath = (uid: string, rest: string) => `/eyeCareProviders/${encodeURIComponent(uid)}${rest}`;

/** How logs and errors name a doctor call (the uid and patient ids are not part of its identity). */
export const doctorLabel = (rest: string) => `/eyeCareProviders/{uid}${rest}`;
