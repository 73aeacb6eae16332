// electron-vite's module types for the main process: `?asset` imports give a file's path in out/.
/// <reference types="electron-vite/node" />
