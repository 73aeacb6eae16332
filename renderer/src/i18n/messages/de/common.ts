/** common strings (de). */
export default {} as const
