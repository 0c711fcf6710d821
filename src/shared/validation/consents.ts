/** The ids of required consents a form left unticked: the browser's registration form and the server both ask. */
export function missingConsents(required: readonly number[], accepted: readonly number[]): number[] {
  return required.filter((id) => !accepted.includes(id));
}
