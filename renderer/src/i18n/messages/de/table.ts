/** table strings (de). */
export default {} as const
