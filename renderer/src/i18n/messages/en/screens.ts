/** screens strings (en). */
export default {} as const
