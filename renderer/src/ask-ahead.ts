/**
 * The title screen waits on these answers before it can offer Continue. main.ts imports this
 * module first, so they are asked before the rest of the app's code is evaluated and mounted,
 * and travel meanwhile (bridge.ts, askAhead).
 */
import { askAhead } from './bridge'

askAhead(['app.info', 'profiles.list', 'profiles.current', 'settings.get'])
