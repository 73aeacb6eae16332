/**
 * Whether a click on a dialog's backdrop closes the dialog: a click on the backdrop itself, and
 * not the second of a double click. A double click on a button that changes the dialog (the table
 * menu's Forfeit, which shrinks it to its question) or opens one lands its second click wherever
 * the new panel is not, and that click was never meant to close anything.
 */
export const closesFromBackdrop = (event: MouseEvent): boolean =>
  event.target === event.currentTarget && event.detail <= 1
