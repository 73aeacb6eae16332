/** common strings (en). */
export default {} as const
