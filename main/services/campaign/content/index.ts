export { LOCATIONS } from './locations'
export { MERCHANTS } from './merchants'
export { OPPONENTS } from './opponents'
export { contentProblems } from './schema'
