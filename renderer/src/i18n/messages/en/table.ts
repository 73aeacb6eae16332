/** table strings (en). */
export default {} as const
