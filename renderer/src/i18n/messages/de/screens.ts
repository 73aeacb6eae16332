/** screens strings (de). */
export default {} as const
